import { describe, expect, it, vi } from 'vitest';
import { createI18n, loadPageMessages } from './catalogues';

// The checkout's Hindi words cannot be fetched (a phone that lost its connection).
vi.mock('../../locales/checkout/hi.po', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('loadPageMessages', () => {
  it("loads nothing for a page whose area's words the tab already has", () => {
    const i18n = createI18n('hi', {}, '/events');
    expect(loadPageMessages(i18n, '/events')).toBeUndefined();
  });

  it('asks again on the next move when an area failed to load', async () => {
    const i18n = createI18n('hi', {}, '/events');
    await expect(loadPageMessages(i18n, '/checkout/x')).rejects.toThrow();
    const again = loadPageMessages(i18n, '/checkout/x');
    expect(again).toBeInstanceOf(Promise);
    await expect(again).rejects.toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { hindiPage } from './page-locale';

describe('hindiPage', () => {
  it("names Hindi for a request from a Hindi page, nothing (the server's English) from an English one", () => {
    expect(hindiPage('/hi/auth')).toEqual({ locale: 'hi' });
    expect(hindiPage('/hi')).toEqual({ locale: 'hi' });
    expect(hindiPage('/auth')).toEqual({});
    expect(hindiPage('/hindi-events')).toEqual({});
  });
});

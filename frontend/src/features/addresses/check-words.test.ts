import { ADDRESS_MESSAGES, type AddressCode } from '@ticketsetu/contracts/address-form';
import { INDIAN_STATES } from '@ticketsetu/contracts/rules';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../test/i18n';
import { addressMessage, stateName } from './check-words';

describe("the address check's sentences and the states' names", () => {
  it("are contracts' English word for word, and Hindi for every code", () => {
    const [en, hi] = [testI18n('en'), testI18n('hi')];
    for (const [code, sentence] of Object.entries(ADDRESS_MESSAGES) as [AddressCode, string][]) {
      expect(addressMessage(en, code)).toBe(sentence);
      expect(addressMessage(hi, code)).not.toBe(sentence);
    }
  });

  it('names each of the 36 states and union territories in Hindi, and as the server does in English', () => {
    const [en, hi] = [testI18n('en'), testI18n('hi')];
    for (const state of INDIAN_STATES) {
      expect(stateName(en, state)).toBe(state);
      expect(stateName(hi, state)).toMatch(/^[\u0900-\u097F ]+$/);
    }
    expect(stateName(hi, 'Karnataka')).toBe('कर्नाटक');
  });
});

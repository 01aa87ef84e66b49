import { describe, expect, it } from 'vitest';
import {
  ACCESSIBILITY_PHONE,
  ACCOUNT_DELETION,
  BROWSER_STORAGE,
  COOKIES,
  countInWords,
  FEES,
  GOVERNING_LAW,
  GRIEVANCE_OFFICER,
  GUARANTEE_CLAIM_WINDOW,
  joinList,
  PAYMENT_METHODS,
  PROOF_FILES,
  REFUNDS,
  REGISTRATION_FIELDS,
  REWARDS,
  SELLER_PAYOUT,
  SUPPORT,
  TICKET_PROOF_KINDS,
  TRANSFER_PLATFORMS,
  WCAG_TARGET,
} from '../../shared/site-facts';
import { testI18n } from '../../test/i18n';
import { foreignLatinWords } from '../../test/latin-script';
import { countIn, factIn, factList } from './fact-words';

/** Every fact the content pages state in words (shared/site-facts). */
const FACTS: readonly string[] = [
  SUPPORT.firstReplyWithin,
  GRIEVANCE_OFFICER.name,
  GRIEVANCE_OFFICER.role,
  GRIEVANCE_OFFICER.acknowledgeWithin,
  GRIEVANCE_OFFICER.resolveWithin,
  ACCESSIBILITY_PHONE.hours,
  ...REGISTRATION_FIELDS,
  ...PAYMENT_METHODS,
  PROOF_FILES.kinds,
  TICKET_PROOF_KINDS,
  SELLER_PAYOUT.window,
  SELLER_PAYOUT.heldAfterEvent,
  REFUNDS.creditedWithin,
  ...REFUNDS.bankTimes.flatMap((row) => [row.method, row.inProse, row.time]),
  GUARANTEE_CLAIM_WINDOW,
  FEES.buyerLabel,
  FEES.buyer,
  FEES.seller,
  REWARDS.rewardedTicket,
  REWARDS.rule,
  REWARDS.exclusions,
  ACCOUNT_DELETION.within,
  ACCOUNT_DELETION.condition,
  ...COOKIES.flatMap((cookie) => [cookie.purpose, cookie.lifetime, cookie.sentTo]),
  ...BROWSER_STORAGE.flatMap((item) => [item.kind, item.purpose]),
  GOVERNING_LAW.country,
  GOVERNING_LAW.courts,
  WCAG_TARGET.conformance,
];

const hindi = testI18n('hi');
const english = testI18n();

/** Names a fact keeps as the code spells them (the cookie and the sign-in service's path). */
const CODES = new Set(['ts', 'refresh', 'api', 'v', 'auth']);

describe('the site facts in Hindi', () => {
  it.each(FACTS)('%j has its Hindi', (fact) => {
    const words = factIn(hindi, fact);
    expect(foreignLatinWords(words).filter((word) => !CODES.has(word))).toEqual([]);
  });

  it('English is each constant itself, and its lists and counts as shared/site-facts writes them', () => {
    for (const fact of FACTS) expect(factIn(english, fact)).toBe(fact);
    expect(factList(english, PAYMENT_METHODS, 'or')).toBe(joinList(PAYMENT_METHODS, 'or'));
    expect(factList(english, TRANSFER_PLATFORMS, 'or')).toBe(joinList(TRANSFER_PLATFORMS, 'or'));
    expect(countIn(english, COOKIES.length)).toBe(countInWords(COOKIES.length));
  });

  it('a span is worked out from its number and unit, so a changed figure changes the Hindi too', () => {
    expect(factIn(hindi, '24 hours')).toBe('24 घंटे');
    expect(factIn(hindi, '1 hours')).toBe('1 घंटा');
    expect(factIn(hindi, '3 days')).toBe('3 दिन');
    expect(factIn(hindi, '24–48 hours')).toBe('24–48 घंटे');
    expect(factIn(hindi, '4–6 business days')).toBe('4–6 कार्यदिवस');
    expect(factList(hindi, PAYMENT_METHODS, 'or')).toBe('UPI, क्रेडिट और डेबिट कार्ड या नेट बैंकिंग');
    expect(countIn(hindi, 2)).toBe('दो');
  });
});

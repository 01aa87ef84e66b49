import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { DEFAULT_LOCALE, isLocale, type Locale, LOCALE_TAGS } from '@ticketsetu/contracts/locales';
import {
  ACCESSIBILITY_PHONE,
  ACCOUNT_DELETION,
  BROWSER_STORAGE,
  COOKIES,
  FEES,
  GOVERNING_LAW,
  countInWords,
  GRIEVANCE_OFFICER,
  PROOF_FILES,
  REGISTRATION_FIELDS,
  REWARDS,
  SELLER_PAYOUT,
  TICKET_PROOF_KINDS,
  WCAG_TARGET,
} from '../../shared/site-facts';

/**
 * The site's facts (shared/site-facts: English, the spec's words) in the reader's language. English is
 * the constant itself, so an English page reads exactly what it did. In Hindi a time span ('24 hours',
 * '1–2 business days') is worked out from the constant's number and unit, so a changed figure changes
 * both languages; the other facts are phrases, translated beside their English here (fact-words.test
 * checks that every fact the pages state has its Hindi).
 */

/** Names that stay as the code spells them: the renewing cookie and the sign-in service's path. */
const REFRESH_COOKIE = COOKIES[1]!.name;
const AUTH_PATH = '/api/v1/auth';

const SPAN = /^(\d+(?:–\d+)?) (minutes|hours|days|business days)$/;

function span(i18n: I18n, count: string, unit: string): string {
  const n = Number(count);
  const single = !count.includes('–');
  switch (unit) {
    case 'minutes':
      return i18n._(msg`${count} minutes`);
    case 'hours':
      return single ? i18n._(msg`${plural(n, { one: '# hour', other: '# hours' })}`) : i18n._(msg`${count} hours`);
    case 'days':
      return single ? i18n._(msg`${plural(n, { one: '# day', other: '# days' })}`) : i18n._(msg`${count} days`);
    default:
      return i18n._(msg`${count} business days`);
  }
}

/** The facts that are phrases, by their English words. */
const PHRASES: ReadonlyMap<string, MessageDescriptor> = new Map<string, MessageDescriptor>([
  ['one month', msg`one month`],
  [FEES.buyerLabel, msg`Platform Fees + Taxes`],
  [
    FEES.buyer,
    msg`a percentage of the ticket price times the number of tickets, set per event and shown on the event page and at checkout before you pay`,
  ],
  [
    FEES.seller,
    msg`a percentage of the sale amount (price times tickets sold), set per event, shown on the sell form and deducted from your payout`,
  ],
  ['credit and debit cards', msg`credit and debit cards`],
  ['net banking', msg`net banking`],
  ['Credit and debit cards', msg`Credit and debit cards`],
  ['Net banking', msg`Net banking`],
  ['cards', msg`cards`],
  [GRIEVANCE_OFFICER.name, msg`Grievance Officer (name to be announced)`],
  [GRIEVANCE_OFFICER.role, msg`Grievance Officer, TicketSetu`],
  [
    SELLER_PAYOUT.heldAfterEvent,
    msg`Your first three sales, and payouts while more than ₹25,000.00 is owed to you, are paid after the event.`,
  ],
  [REWARDS.rewardedTicket, msg`11th`],
  [REWARDS.rule, msg`Your 11th ticket earns a credit equal to the average price of your previous 10 tickets.`],
  [REWARDS.exclusions, msg`The average excludes taxes, fees and processing costs.`],
  [ACCOUNT_DELETION.condition, msg`no sale, purchase, transfer, payout or refund is still in progress on your account`],
  [PROOF_FILES.kinds, msg`PDF or image (JPEG, PNG, WebP or HEIC)`],
  [TICKET_PROOF_KINDS, msg`PDF or image (JPEG, PNG or WebP)`],
  [ACCESSIBILITY_PHONE.hours, msg`10 am to 6 pm IST, Monday to Saturday`],
  ['full name', msg`full name`],
  ['email address', msg`email address`],
  ['date of birth', msg`date of birth`],
  ['postal address', msg`postal address`],
  [REGISTRATION_FIELDS[4], msg`mobile number (verified by a one-time password sent by SMS)`],
  [
    COOKIES[0]!.purpose,
    msg`Keeps you signed in: a short-lived session token. Set when you sign in, removed when you sign out.`,
  ],
  [COOKIES[0]!.lifetime, msg`About 15 minutes; renewed with ${REFRESH_COOKIE} while you use the site`],
  [COOKIES[0]!.sentTo, msg`Every TicketSetu page and API request`],
  [COOKIES[1]!.purpose, msg`Renews the session token so you do not have to sign in again every 15 minutes.`],
  [COOKIES[1]!.lifetime, msg`30 days, or until you sign out`],
  [COOKIES[1]!.sentTo, msg`Only the sign-in service (${AUTH_PATH})`],
  ['Local storage', msg`Local storage`],
  ['Session storage', msg`Session storage`],
  [
    BROWSER_STORAGE[0].purpose,
    msg`The value “1” while this browser has a signed-in session, so the site only tries to renew a session for people who signed in. Removed when you sign out.`,
  ],
  [
    BROWSER_STORAGE[1].purpose,
    msg`How far down each page you had scrolled, so Back returns you to the same place. Cleared when you close the tab.`,
  ],
  [GOVERNING_LAW.country, msg`India`],
  [GOVERNING_LAW.courts, msg`Bengaluru, Karnataka`],
  [WCAG_TARGET.conformance, msg`partially conformant`],
]);

export function localeOf(i18n: I18n): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** A fact in the reader's language: the constant itself in English. */
export function factIn(i18n: I18n, fact: string): string {
  if (localeOf(i18n) === DEFAULT_LOCALE) return fact;
  const time = SPAN.exec(fact);
  if (time) return span(i18n, time[1]!, time[2]!);
  const phrase = PHRASES.get(fact);
  return phrase ? i18n._(phrase) : fact;
}

const listFormats = new Map<string, Intl.ListFormat>();

/** Words already in the reader's language joined as a list, as shared/site-facts `joinList` does in English. */
export function joinIn(i18n: I18n, items: readonly string[], word: 'and' | 'or' = 'and'): string {
  const tag = LOCALE_TAGS[localeOf(i18n)];
  const key = `${tag} ${word}`;
  let format = listFormats.get(key);
  if (!format) {
    format = new Intl.ListFormat(tag, { style: 'long', type: word === 'and' ? 'conjunction' : 'disjunction' });
    listFormats.set(key, format);
  }
  return format.format(items);
}

/** Facts joined as a list in the reader's language ('UPI, cards and net banking'; 'UPI, कार्ड और नेट बैंकिंग'). */
export function factList(i18n: I18n, facts: readonly string[], word: 'and' | 'or' = 'and'): string {
  return joinIn(
    i18n,
    facts.map((fact) => factIn(i18n, fact)),
    word,
  );
}

/** The small counts in words, by their English words (shared/site-facts `countInWords`). */
const COUNT_WORDS: readonly MessageDescriptor[] = [
  msg({ message: 'no', context: 'count' }),
  msg({ message: 'one', context: 'count' }),
  msg({ message: 'two', context: 'count' }),
  msg({ message: 'three', context: 'count' }),
  msg({ message: 'four', context: 'count' }),
  msg({ message: 'five', context: 'count' }),
  msg({ message: 'six', context: 'count' }),
  msg({ message: 'seven', context: 'count' }),
  msg({ message: 'eight', context: 'count' }),
  msg({ message: 'nine', context: 'count' }),
  msg({ message: 'ten', context: 'count' }),
];

/** 2 -> 'two' in English (the constant's own words), 'दो' in Hindi. */
export function countIn(i18n: I18n, count: number): string {
  if (localeOf(i18n) === DEFAULT_LOCALE) return countInWords(count);
  const words = COUNT_WORDS[count];
  return words ? i18n._(words) : String(count);
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHECKOUT_MESSAGES } from '@ticketsetu/contracts/checkout';
import { COMPLAINT_MESSAGES } from '@ticketsetu/contracts/complaints';
import { REQUEST_MESSAGES } from '@ticketsetu/contracts/problems';
import { CATEGORY_MESSAGES, LISTING_MESSAGES } from '@ticketsetu/contracts/rules';
import { RATING_MESSAGES } from '@ticketsetu/contracts/sellers';
import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from './api-error';
import { foreignLatinWords } from '../../test/latin-script';
import { testI18n } from '../../test/i18n';
import { DETAIL_ONLY } from './problem-codes-detail-only';
import { messageFor, PROBLEM_MESSAGES } from './problem-messages';

const answer = (body: object, status = 429) => ApiError.fromResponse({ status, statusText: '' }, body);

const english = testI18n('en');
const hindi = testI18n('hi');

describe("messageFor: the sentence for a code in the reader's language", () => {
  it("in English shows exactly the server's sentence for every code it knows", () => {
    for (const [code, sentence] of Object.entries(REQUEST_MESSAGES)) {
      expect(messageFor({ code, detail: 'whatever the server said' }, english)).toBe(sentence);
    }
  });

  it('in Hindi shows the Hindi sentence of every code it knows, in Devanagari', () => {
    expect(messageFor({ code: 'TOO_MANY_REQUESTS', detail: REQUEST_MESSAGES.TOO_MANY_REQUESTS }, hindi)).toBe(
      'बहुत ज़्यादा कोशिशें हो गईं। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
    );
    for (const code of Object.keys(PROBLEM_MESSAGES)) {
      const sentence = messageFor({ code, detail: 'the server said' }, hindi);
      expect(sentence, code).toMatch(/[\u0900-\u097F]/);
      expect(foreignLatinWords(sentence), code).toEqual([]);
    }
  });

  it("falls back to the server's detail for a code it lacks, no code, or a name on every object", () => {
    for (const i18n of [english, hindi]) {
      expect(messageFor({ code: 'SOMETHING_NEW', detail: 'This ticket is no longer available' }, i18n)).toBe(
        'This ticket is no longer available',
      );
      expect(messageFor({ detail: 'No code at all' }, i18n)).toBe('No code at all');
      expect(messageFor({ code: 'constructor', detail: 'Plain words' }, i18n)).toBe('Plain words');
    }
  });

  it("errorMessage speaks the reader's language", () => {
    const error = answer({ status: 403, code: 'FORBIDDEN', detail: REQUEST_MESSAGES.FORBIDDEN }, 403);
    expect(errorMessage(error, english)).toBe(REQUEST_MESSAGES.FORBIDDEN);
    expect(errorMessage(error, hindi)).toBe('आपको ऐसा करने की अनुमति नहीं है।');
    const offline = ApiError.network(new TypeError('Failed to fetch'));
    expect(errorMessage(offline, english)).toBe('Could not reach TicketSetu. Check your connection and try again.');
    expect(foreignLatinWords(errorMessage(offline, hindi))).toEqual([]);
  });
});

/** Every `code` enum of the OpenAPI document's problems, per operation (the server writes it: `npm run contracts`). */
function documentedCodes(): Set<string> {
  const file = join(import.meta.dirname, '..', '..', '..', '..', 'contracts', 'openapi.json');
  const codes = new Set<string>();
  const walk = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    const code = (node as { properties?: { code?: { enum?: unknown } } }).properties?.code?.enum;
    if (Array.isArray(code)) for (const value of code) codes.add(String(value));
    for (const child of Object.values(node)) walk(child);
  };
  walk(JSON.parse(readFileSync(file, 'utf8')));
  return codes;
}

describe('the codes the API documents', () => {
  it('each has a message in both languages, or is detail-only with a reason', () => {
    const codes = documentedCodes();
    expect(codes.size).toBeGreaterThan(100);
    const unaccounted = [...codes].filter((code) => !Object.hasOwn(PROBLEM_MESSAGES, code) && !DETAIL_ONLY[code]);
    expect(unaccounted).toEqual([]);
    // Nothing both ways, and nothing listed that the API no longer sends (INTERNAL_ERROR: any 500).
    expect(Object.keys(DETAIL_ONLY).filter((code) => Object.hasOwn(PROBLEM_MESSAGES, code))).toEqual([]);
    const stale = [...Object.keys(PROBLEM_MESSAGES), ...Object.keys(DETAIL_ONLY)].filter(
      (code) => !codes.has(code) && code !== 'INTERNAL_ERROR',
    );
    expect(stale).toEqual([]);
  });

  it("in English, each code's sentence is the server's, word for word, where contracts hold it", () => {
    const server: Record<string, string> = {
      ...REQUEST_MESSAGES,
      NOT_AVAILABLE: CHECKOUT_MESSAGES.notAvailable,
      OWN_LISTING: CHECKOUT_MESSAGES.ownListing,
      EVENT_NOT_PLACED: CHECKOUT_MESSAGES.eventNotPlaced,
      PAYMENT_FAILED_TO_START: CHECKOUT_MESSAGES.createFailed,
      PAYMENT_SETUP_IN_PROGRESS: CHECKOUT_MESSAGES.startInProgress,
      RESALE_NOT_PERMITTED: LISTING_MESSAGES.resaleNotPermitted,
      CATEGORY_EXISTS: CATEGORY_MESSAGES.nameTaken,
      CATEGORY_NOT_FOUND: CATEGORY_MESSAGES.notFound,
      CATEGORY_IN_USE: CATEGORY_MESSAGES.inUse,
      PURCHASE_NOT_FOUND: RATING_MESSAGES.purchaseNotFound,
      RATING_NOT_FOUND: RATING_MESSAGES.ratingNotFound,
      SELLER_NOT_FOUND: RATING_MESSAGES.sellerNotFound,
      RATING_NOT_DUE: RATING_MESSAGES.notComplete,
      RATING_EXISTS: RATING_MESSAGES.alreadyRated,
      RATING_CLOSED: RATING_MESSAGES.editClosed,
      SELF_RATING: RATING_MESSAGES.selfRating,
    };
    for (const [code, sentence] of Object.entries(server)) {
      expect(messageFor({ code, detail: 'the server said' }, english), code).toBe(sentence);
    }
    // The complaint lookup's 404 is not DISPUTE_NOT_FOUND's 'Dispute not found': that code stays detail-only.
    expect(DETAIL_ONLY.DISPUTE_NOT_FOUND).toBeTruthy();
    expect(COMPLAINT_MESSAGES.notFound).not.toBe('Dispute not found');
  });
});

describe('ApiError from a problem', () => {
  it("keeps the code and shows the code's sentence as the detail every page reads", () => {
    const error = answer({ status: 429, code: 'TOO_MANY_REQUESTS', detail: 'Slow down' });
    expect(error).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS', detail: REQUEST_MESSAGES.TOO_MANY_REQUESTS });
    expect(errorMessage(error, english)).toBe(REQUEST_MESSAGES.TOO_MANY_REQUESTS);
    expect(error.problem?.detail).toBe('Slow down');
  });

  it('falls back to the detail for an unknown code, and ignores a code that is not text', () => {
    expect(answer({ code: 'LISTING_STATE', detail: 'This listing is sold' }, 409).detail).toBe('This listing is sold');
    expect(answer({ code: 42, detail: 'Odd body' }, 400)).toMatchObject({ detail: 'Odd body' });
  });
});

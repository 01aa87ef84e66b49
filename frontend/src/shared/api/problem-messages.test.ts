import { REQUEST_MESSAGES } from '@ticketsetu/contracts/problems';
import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from './api-error';
import { foreignLatinWords } from '../../test/latin-script';
import { testI18n } from '../../test/i18n';
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

  it("errorMessage speaks the reader's language, and English without one", () => {
    const error = answer({ status: 403, code: 'FORBIDDEN', detail: REQUEST_MESSAGES.FORBIDDEN }, 403);
    expect(errorMessage(error)).toBe(REQUEST_MESSAGES.FORBIDDEN);
    expect(errorMessage(error, english)).toBe(REQUEST_MESSAGES.FORBIDDEN);
    expect(errorMessage(error, hindi)).toBe('आपको ऐसा करने की अनुमति नहीं है।');
    const offline = ApiError.network(new TypeError('Failed to fetch'));
    expect(errorMessage(offline)).toBe('Could not reach TicketSetu. Check your connection and try again.');
    expect(foreignLatinWords(errorMessage(offline, hindi))).toEqual([]);
  });
});

describe('ApiError from a problem', () => {
  it("keeps the code and shows the code's sentence as the detail every page reads", () => {
    const error = answer({ status: 429, code: 'TOO_MANY_REQUESTS', detail: 'Slow down' });
    expect(error).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS', detail: REQUEST_MESSAGES.TOO_MANY_REQUESTS });
    expect(errorMessage(error)).toBe(REQUEST_MESSAGES.TOO_MANY_REQUESTS);
    expect(error.problem?.detail).toBe('Slow down');
  });

  it('falls back to the detail for an unknown code, and ignores a code that is not text', () => {
    expect(answer({ code: 'LISTING_STATE', detail: 'This listing is sold' }, 409).detail).toBe('This listing is sold');
    expect(answer({ code: 42, detail: 'Odd body' }, 400)).toMatchObject({ detail: 'Odd body' });
  });
});

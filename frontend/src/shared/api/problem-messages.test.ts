import { REQUEST_MESSAGES } from '@ticketsetu/contracts/problems';
import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from './api-error';
import { messageFor } from './problem-messages';

const answer = (body: object, status = 429) => ApiError.fromResponse({ status, statusText: '' }, body);

describe('messageFor: the sentence for a code, from one catalogue', () => {
  it("shows the catalogue's sentence for a code it knows, the server's detail for any other", () => {
    expect(messageFor({ code: 'TOO_MANY_REQUESTS', detail: 'whatever the server said' })).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(messageFor({ code: 'NOT_AVAILABLE', detail: 'This ticket is no longer available' })).toBe(
      'This ticket is no longer available',
    );
    expect(messageFor({ detail: 'No code at all' })).toBe('No code at all');
    // A code that is a name on every object is still not in the catalogue.
    expect(messageFor({ code: 'constructor', detail: 'Plain words' })).toBe('Plain words');
  });

  it('reads another language from its catalogue, and its missing codes from the detail', () => {
    const hindi = { DATABASE_UNAVAILABLE: 'टिकटसेतु कुछ पलों के लिए उपलब्ध नहीं है। कृपया कुछ सेकंड में फिर कोशिश करें।' };
    expect(messageFor({ code: 'DATABASE_UNAVAILABLE', detail: REQUEST_MESSAGES.DATABASE_UNAVAILABLE }, hindi)).toBe(
      hindi.DATABASE_UNAVAILABLE,
    );
    expect(messageFor({ code: 'FORBIDDEN', detail: REQUEST_MESSAGES.FORBIDDEN }, hindi)).toBe(
      REQUEST_MESSAGES.FORBIDDEN,
    );
  });

  it("in English shows exactly the spec's words the server sends", () => {
    for (const [code, sentence] of Object.entries(REQUEST_MESSAGES)) {
      expect(messageFor({ code, detail: sentence })).toBe(sentence);
    }
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

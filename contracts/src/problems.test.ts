import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CODE_PATTERN, REQUEST_MESSAGES } from './problems.ts';

describe('the request refusals', () => {
  it('are upper snake case codes', () => {
    for (const code of Object.keys(REQUEST_MESSAGES)) {
      assert.match(code, CODE_PATTERN);
    }
    for (const wrong of ['listing.sold_out', 'soldOut', 'SOLD__OUT', '_SOLD', 'SOLD_']) {
      assert.doesNotMatch(wrong, CODE_PATTERN);
    }
  });

  it('pair each code with a sentence no other code has', () => {
    const sentences = Object.values(REQUEST_MESSAGES);
    assert.equal(new Set(sentences).size, sentences.length);
  });
});

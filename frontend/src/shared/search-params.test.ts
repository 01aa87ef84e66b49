// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lenient, searchText, trimmedText, uuidText, v, wholeNumber } from './search-params';

const schema = v.object({
  search: searchText(),
  quantity: wholeNumber(1, 6),
  text: trimmedText(5),
  id: uuidText(),
  mode: lenient(v.picklist(['login', 'signup'])),
});
const parse = (input: unknown) => v.parse(schema, input);

describe('URL search values', () => {
  it('keeps values that parse, as the page uses them', () => {
    expect(
      parse({
        search: ' Coldplay ',
        quantity: 2,
        text: ' abc ',
        id: '0b5c8a4e-1f2d-4c3b-9a8e-7d6f5e4c3b2a',
        mode: 'signup',
      }),
    ).toEqual({
      search: 'Coldplay',
      quantity: 2,
      text: 'abc',
      id: '0b5c8a4e-1f2d-4c3b-9a8e-7d6f5e4c3b2a',
      mode: 'signup',
    });
  });

  it('reads a search the router parsed as a number as its text', () => {
    expect(parse({ search: 2026 })).toEqual({ search: '2026' });
  });

  it.each([
    ['a blank search', { search: '   ' }],
    ['a quantity of 0', { quantity: 0 }],
    ['a quantity of 7', { quantity: 7 }],
    ['a fractional quantity', { quantity: 1.5 }],
    ['a quantity as words', { quantity: 'two' }],
    ['text too long once trimmed', { text: 'abcdef' }],
    ['empty text', { text: '  ' }],
    ['an id that is not a UUID', { id: '42' }],
    ['a mode not offered', { mode: 'admin' }],
    ['an object where text belongs', { search: { $ne: 1 } }],
  ])('drops %s (the page default), never failing', (_what, input) => {
    expect(parse(input)).toEqual({});
  });

  it('leaves out what the URL does not carry, and drops what the page does not know', () => {
    expect(parse({})).toEqual({});
    expect(parse({ other: 'x' })).toEqual({});
  });
});

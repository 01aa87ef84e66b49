import { NAMELESS_SELLER, sellerDisplayName } from './display-name.js';

describe("a seller's public name", () => {
  it.each`
    fullName                    | showFullName | expected
    ${'Priya Sharma'}           | ${false}     | ${'Priya S.'}
    ${'Priya Sharma'}           | ${true}      | ${'Priya Sharma'}
    ${'  Rohan   Kumar Mehta '} | ${false}     | ${'Rohan K.'}
    ${'Rohan Kumar Mehta'}      | ${true}      | ${'Rohan Kumar Mehta'}
    ${'Madhu'}                  | ${false}     | ${'Madhu'}
    ${'asha rao'}               | ${false}     | ${'asha R.'}
    ${'Ananya Śrinivasan'}      | ${false}     | ${'Ananya Ś.'}
    ${'अनुराधा श्रीवास्तव'}        | ${false}     | ${'अनुराधा श्री.'}
    ${null}                     | ${false}     | ${NAMELESS_SELLER}
    ${'   '}                    | ${true}      | ${NAMELESS_SELLER}
  `('$fullName (full name shown: $showFullName) → $expected', ({ fullName, showFullName, expected }) => {
    expect(sellerDisplayName(fullName, showFullName)).toBe(expected);
  });

  it('never shows more of the surname than its first letter by default', () => {
    const shown = sellerDisplayName('Meera Iyer-Venkataraman', false);
    expect(shown).toBe('Meera I.');
    expect(shown).not.toContain('yer');
  });
});

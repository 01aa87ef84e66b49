/** What a seller's public profile calls them when they have given no name. */
export const NAMELESS_SELLER = 'TicketSetu seller';

const graphemes = new Intl.Segmenter('en-IN', { granularity: 'grapheme' });

/**
 * The name on a seller's public profile (ADR 65): the first name and the initial of the surname
 * ('Priya S.'), or the full name when the seller chose to show it. First and last name split on the
 * first space, as the profile's form splits them (spec 5); the initial is the surname's first letter as
 * a reader sees it (one grapheme: 'Ś', or the 'श्री' of 'श्रीवास्तव'), upper-cased.
 */
export function sellerDisplayName(fullName: string | null, showFullName: boolean): string {
  const name = (fullName ?? '').trim().replace(/\s+/g, ' ');
  if (!name) return NAMELESS_SELLER;
  if (showFullName) return name;
  const space = name.indexOf(' ');
  if (space < 0) return name;
  const first = name.slice(0, space);
  const initial = graphemes.segment(name.slice(space + 1)).containing(0)?.segment ?? '';
  return `${first} ${initial.toLocaleUpperCase('en-IN')}.`;
}

import { LATIN_ALLOWED } from '@ticketsetu/contracts/locales';

/**
 * The Latin-script words of a text that are not allowed, placeholders ({name}, <0>), e-mail addresses and
 * codes with digits in them (a tracking number TS-C-2026-7K3QXM, a PAN ABCPS1234K) aside.
 */
export function foreignLatinWords(text: string): string[] {
  const bare = text.replace(/\{[^}]*\}|<\/?\d+>|\S+@\S+|[\w-]*\d[\w-]*/g, ' ');
  return (bare.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).filter((word) => !LATIN_ALLOWED.has(word));
}

/** The words a reader sees in `element`, each text node apart (textContent runs 'BookMyShow' into 'District'). */
export function wordsOn(element: HTMLElement): string {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
  return texts.join(' ');
}

/**
 * The Latin-script words a rendered page shows outside the allow-list: its text without the elements
 * `leaveOut` selects (another area's part) and without `userData` (names and addresses a person typed).
 */
export function foreignLatinWordsShown(
  root: HTMLElement,
  { leaveOut = [], userData = [] }: { leaveOut?: readonly string[]; userData?: readonly string[] } = {},
): string[] {
  const page = root.cloneNode(true) as HTMLElement;
  for (const selector of leaveOut) page.querySelectorAll(selector).forEach((element) => element.remove());
  // Each piece of text on its own: a label's 'PAN' and the next box's words are two words, not 'PANPAN'.
  const text = userData.reduce((shown, said) => shown.replaceAll(said, ' '), wordsOn(page));
  return foreignLatinWords(text);
}

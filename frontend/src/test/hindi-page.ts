import { foreignLatinWords } from './latin-script';

/** The attributes whose words a reader meets too: a screen reader's names, a box's hint, a tooltip, an image's text. */
const READ_ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt'] as const;

/**
 * hi-IN's own marks for a time of day: CLDR writes '7:30 pm' in Latin letters in Hindi too, so a Hindi
 * date has them (shared/format.ts draws dates as Intl does).
 */
const DAY_PERIODS = new Set(['am', 'pm']);

/**
 * Whether an element's own words are left unread: it is hidden from assistive technology, or it is an
 * icon (shared/ui/icons names each drawing in English, as antd does: 'plus', 'calendar').
 */
const unread = (element: Element) => element.closest('[aria-hidden="true"]') !== null || element.matches('.anticon');

/**
 * The Latin-script words a reader of a page drawn in Hindi meets, in its text and in the attributes
 * read out or shown, outside the allow-list (test/latin-script.ts) and the times' am/pm. A test gives
 * the page names written in Devanagari, so every word found is the app's.
 */
export function foreignWordsOnPage(root: HTMLElement): string[] {
  const attributes = [root, ...root.querySelectorAll('*')]
    .filter((element) => !unread(element))
    .flatMap((element) => READ_ATTRIBUTES.map((name) => element.getAttribute(name) ?? ''));
  return foreignLatinWords([root.textContent ?? '', ...attributes].join(' ')).filter((word) => !DAY_PERIODS.has(word));
}

/** An event's names as a Hindi reader's event would have them (for makeEvent / makeEventPage). */
export const HINDI_EVENT_NAMES = {
  title: 'सुर संध्या',
  venue: 'षण्मुखानंद हॉल',
  city: 'मुंबई',
  category: { id: 'c', name: 'कॉन्सर्ट' },
};

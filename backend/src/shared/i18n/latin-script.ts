import { LATIN_ALLOWED } from '@ticketsetu/contracts/locales';

/**
 * The Latin-script words of a message that are not allowed. What the message was filled in with (a
 * person's name, an event's title, a link) is taken out first, as are e-mail addresses and links.
 */
export function foreignLatinWords(text: string, values: readonly string[] = []): string[] {
  let bare = text;
  for (const value of [...values].sort((a, b) => b.length - a.length)) bare = bare.split(value).join(' ');
  bare = bare.replace(/https?:\/\/\S+|\S+@\S+/g, ' ');
  return (bare.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).filter((word) => !LATIN_ALLOWED.has(word));
}

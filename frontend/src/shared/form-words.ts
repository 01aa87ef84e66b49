import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * A form's sentences by its contracts check's codes (check<Form>), as Lingui descriptors: the English
 * entry is contracts' sentence word for word, the reader sees their language's.
 */
export type FormWords<C extends string> = Readonly<Record<C, MessageDescriptor>>;

/** Every code's sentence in the reader's language: what `rulesOf` takes as the form's messages. */
export function formMessages<C extends string>(i18n: I18n, words: FormWords<C>): Record<C, string> {
  const messages = {} as Record<C, string>;
  for (const code of Object.keys(words) as C[]) messages[code] = i18n._(words[code]);
  return messages;
}

/** A field the server refused, by its form code in the reader's language; a code the form lacks keeps the server's words. */
export function refusalMessage<C extends string>(
  i18n: I18n,
  words: FormWords<C>,
  refused: { code?: string | undefined; message: string },
): string {
  const known = refused.code !== undefined && Object.hasOwn(words, refused.code);
  return known ? i18n._(words[refused.code as C]) : refused.message;
}

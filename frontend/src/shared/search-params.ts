import * as v from 'valibot';

/**
 * The URL's search values, parsed with valibot (its functions are each their own import, so the
 * first load carries about 2 kB of it; zod/mini was 8): a value that does not parse is dropped (the
 * page's default), never an error page.
 */
export const lenient = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);

/** Text that may arrive as a number (the router parses '?search=2026' as JSON): trimmed, blank dropped. */
export const searchText = () =>
  lenient(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => String(value).trim() || undefined),
    ),
  );

/** A whole number from min to max. */
export const wholeNumber = (min: number, max: number) =>
  lenient(v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max)));

/** Text, trimmed, 1 to max characters. */
export const trimmedText = (max: number) => lenient(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max)));

/** An id in the URL (any UUID version, as the API's ids). */
export const uuidText = () => lenient(v.pipe(v.string(), v.uuid()));

export { v };

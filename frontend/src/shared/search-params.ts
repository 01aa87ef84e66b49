import * as z from 'zod/mini';

/**
 * The URL's search values, parsed with zod's tree-shakable build (zod/mini: a few kB in the first load
 * instead of the whole library): a value that does not parse is dropped (the page's default), never
 * an error page.
 */
export const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** Text that may arrive as a number (the router parses '?search=2026' as JSON): trimmed, blank dropped. */
export const searchText = () =>
  lenient(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value) => String(value).trim() || undefined),
    ),
  );

/** A whole number from min to max. */
export const wholeNumber = (min: number, max: number) => lenient(z.int().check(z.minimum(min), z.maximum(max)));

/** Text, trimmed, 1 to max characters. */
export const trimmedText = (max: number) => lenient(z.string().check(z.trim(), z.minLength(1), z.maxLength(max)));

export { z };

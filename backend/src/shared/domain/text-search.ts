/**
 * A case-insensitive "contains" pattern for ILIKE with the LIKE wildcards escaped, so a search for
 * "50%" or "a_b" means that text (PostgreSQL's default escape character is the backslash).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

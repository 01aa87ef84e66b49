import type { SqlPart } from '../../../shared/domain/admin-list.js';

const isPart = (value: unknown): value is SqlPart =>
  typeof value === 'object' && value !== null && 'sql' in value && 'params' in value;

/**
 * One statement from fixed text, other modules' subqueries (SqlPart, inlined with their parameters) and
 * values (each a `?` parameter), the parameters kept in the order of the text.
 */
export function sql(strings: TemplateStringsArray, ...parts: unknown[]): SqlPart {
  let text = strings[0]!;
  const params: unknown[] = [];
  parts.forEach((part, i) => {
    if (isPart(part)) {
      text += part.sql;
      params.push(...part.params);
    } else {
      text += '?';
      params.push(part);
    }
    text += strings[i + 1]!;
  });
  return { sql: text, params };
}

/** A subquery with no parameters of its own: a name the statement defines (a `with` part). */
export const named = (text: string): SqlPart => ({ sql: text, params: [] });

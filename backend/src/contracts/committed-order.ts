type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `value` with every object's keys in the order `committed` has them (recursively, where both have an
 * object at the same place); keys `committed` lacks follow in their own order. Arrays keep their order:
 * in OpenAPI theirs means something (enums, tags, required lists), a key's place in an object does not.
 */
export function inCommittedOrder(value: unknown, committed: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map((item, i) => inCommittedOrder(item, Array.isArray(committed) ? committed[i] : undefined));
  }
  if (!isObject(value)) return value;
  const before = isObject(committed) ? Object.keys(committed) : [];
  const keys = [...before.filter((key) => key in value), ...Object.keys(value).filter((key) => !before.includes(key))];
  return Object.fromEntries(
    keys.map((key) => [key, inCommittedOrder(value[key], isObject(committed) ? committed[key] : undefined)]),
  );
}

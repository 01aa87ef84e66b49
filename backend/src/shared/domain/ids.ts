/** Ids are UUIDs; anything else cannot name a row, so it is answered as "not found" without a query. */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/**
 * UUIDs as one PostgreSQL array literal ('{a,b}'), for `= any(?::uuid[])`: the driver would spread a
 * JavaScript array into separate parameters. Only valid UUIDs go in, so no quoting is needed.
 */
export function uuidArray(ids: readonly string[]): string {
  const invalid = ids.find((id) => !isUuid(id));
  if (invalid !== undefined) throw new RangeError(`Not a UUID: ${invalid}`);
  return `{${ids.join(',')}}`;
}

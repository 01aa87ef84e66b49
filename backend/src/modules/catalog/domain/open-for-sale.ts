/**
 * The one rule for an event being open to buyers and sellers (spec 4, "Event listing"): active and
 * not yet started. The SQL fragment says the same for an `events` row, with the clock's time as a
 * parameter; catalog/test/sql-twins.int-spec.ts checks the two agree on each side of the start, to the ms.
 */
export interface EventTiming {
  isActive: boolean;
  eventDate: Date;
}

export function isOpenForSale(event: EventTiming, now: Date): boolean {
  return event.isActive && event.eventDate.getTime() > now.getTime();
}

/** `<alias>.is_active and <alias>.event_date > ?` — bind the clock's now() to the placeholder. */
export function openForSaleSql(alias: string): string {
  return `(${alias}.is_active and ${alias}.event_date > ?::timestamptz)`;
}

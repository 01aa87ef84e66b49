import { Migration } from '@mikro-orm/migrations';

/**
 * The state an event is held in (IGST s.12(6), ADR 58), from its city for the events there are: the
 * spec's 30 cities as contracts/rules.js CITY_STATES had them on 15 December 2026 (written out here so
 * a later change of the list cannot rewrite history), and the older names venues still use. A city
 * matched by neither stays null: staff choose its state on the event form, and until then an invoice
 * placed by the event's location refuses to guess it (checkout does not sell such an event).
 */
export const CITY_STATES: readonly (readonly [string, string])[] = [
  ['ahmedabad', 'Gujarat'],
  ['bengaluru', 'Karnataka'],
  ['bangalore', 'Karnataka'],
  ['bhopal', 'Madhya Pradesh'],
  ['bhubaneswar', 'Odisha'],
  ['chandigarh', 'Chandigarh'],
  ['chennai', 'Tamil Nadu'],
  ['madras', 'Tamil Nadu'],
  ['coimbatore', 'Tamil Nadu'],
  ['goa', 'Goa'],
  ['gurugram', 'Haryana'],
  ['gurgaon', 'Haryana'],
  ['guwahati', 'Assam'],
  ['hyderabad', 'Telangana'],
  ['indore', 'Madhya Pradesh'],
  ['jaipur', 'Rajasthan'],
  ['kochi', 'Kerala'],
  ['cochin', 'Kerala'],
  ['kolkata', 'West Bengal'],
  ['calcutta', 'West Bengal'],
  ['lucknow', 'Uttar Pradesh'],
  ['ludhiana', 'Punjab'],
  ['mumbai', 'Maharashtra'],
  ['bombay', 'Maharashtra'],
  ['mysuru', 'Karnataka'],
  ['mysore', 'Karnataka'],
  ['nagpur', 'Maharashtra'],
  ['nashik', 'Maharashtra'],
  ['new delhi', 'Delhi'],
  ['delhi', 'Delhi'],
  ['noida', 'Uttar Pradesh'],
  ['patna', 'Bihar'],
  ['pune', 'Maharashtra'],
  ['poona', 'Maharashtra'],
  ['surat', 'Gujarat'],
  ['thiruvananthapuram', 'Kerala'],
  ['trivandrum', 'Kerala'],
  ['vadodara', 'Gujarat'],
  ['baroda', 'Gujarat'],
  ['varanasi', 'Uttar Pradesh'],
  ['visakhapatnam', 'Andhra Pradesh'],
  ['vizag', 'Andhra Pradesh'],
];

export class Migration20261215000000_event_state extends Migration {
  override up(): void {
    this.addSql(`alter table events add column state text null`);
    const values = CITY_STATES.map(([city, state]) => `('${city}', '${state}')`).join(',\n        ');
    this.addSql(`
      update events e set state = m.state
        from (values
        ${values}) as m(city, state)
       where lower(btrim(e.city)) = m.city`);
  }
}

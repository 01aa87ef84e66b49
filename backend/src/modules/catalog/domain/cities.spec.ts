import { CITY_STATES, INDIAN_STATES, MAJOR_INDIAN_CITIES, stateOfCity } from '@ticketsetu/contracts/rules';
import { CITY_STATES as MIGRATED } from '../../../database/migrations/Migration20261215000000_event_state.js';

/** The spec's 30 major Indian cities (section 9), written once in contracts/rules.js. */
describe('major Indian cities', () => {
  it('lists 30 cities, sorted, each once, without stray spaces', () => {
    expect(MAJOR_INDIAN_CITIES).toHaveLength(30);
    expect([...MAJOR_INDIAN_CITIES]).toEqual([...MAJOR_INDIAN_CITIES].sort((a, b) => a.localeCompare(b)));
    expect(new Set(MAJOR_INDIAN_CITIES.map((c) => c.toLowerCase())).size).toBe(30);
    for (const city of MAJOR_INDIAN_CITIES) expect(city).toBe(city.trim());
  });

  it('includes the metros, under the names venues use today', () => {
    expect(MAJOR_INDIAN_CITIES).toEqual(
      expect.arrayContaining(['Mumbai', 'New Delhi', 'Bengaluru', 'Chennai', 'Kolkata', 'Hyderabad', 'Pune', 'Goa']),
    );
    expect(MAJOR_INDIAN_CITIES).not.toContain('Bangalore');
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(MAJOR_INDIAN_CITIES)).toBe(true);
  });
});

describe('the state of each city (the place of supply under IGST s.12(6), ADR 58)', () => {
  it('names a state or union territory for every listed city, and nothing for another', () => {
    expect(Object.keys(CITY_STATES).sort()).toEqual([...MAJOR_INDIAN_CITIES].sort());
    for (const city of MAJOR_INDIAN_CITIES) expect(INDIAN_STATES).toContain(stateOfCity(city));
    expect(stateOfCity('Gotham')).toBeNull();
    expect(stateOfCity('toString')).toBeNull();
    expect(Object.isFrozen(CITY_STATES)).toBe(true);
  });

  it('puts the cities where they are, those near a border too', () => {
    expect(CITY_STATES).toMatchObject({
      'New Delhi': 'Delhi',
      Gurugram: 'Haryana',
      Noida: 'Uttar Pradesh',
      Chandigarh: 'Chandigarh',
      Kochi: 'Kerala',
      Mysuru: 'Karnataka',
      Visakhapatnam: 'Andhra Pradesh',
      Hyderabad: 'Telangana',
      Goa: 'Goa',
    });
  });

  it('was migrated with the same states, and the old names venues still use', () => {
    const migrated = new Map(MIGRATED);
    for (const city of MAJOR_INDIAN_CITIES) expect(migrated.get(city.toLowerCase())).toBe(CITY_STATES[city]);
    for (const [old, now] of [
      ['bangalore', 'Bengaluru'],
      ['bombay', 'Mumbai'],
      ['gurgaon', 'Gurugram'],
      ['delhi', 'New Delhi'],
      ['trivandrum', 'Thiruvananthapuram'],
    ] as const) {
      expect(migrated.get(old)).toBe(CITY_STATES[now]);
    }
    for (const state of migrated.values()) expect(INDIAN_STATES).toContain(state);
  });
});

describe('the demo catalogue', () => {
  it('holds its events in listed cities', async () => {
    const { demoEvents } = await import('../../../seed/demo-data.js');
    for (const event of demoEvents) expect(MAJOR_INDIAN_CITIES).toContain(event.city);
  });
});

import { MAJOR_INDIAN_CITIES } from '@ticketsetu/contracts/rules';

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

describe('the demo catalogue', () => {
  it('holds its events in listed cities', async () => {
    const { demoEvents } = await import('../../../seed/demo-data.js');
    for (const event of demoEvents) expect(MAJOR_INDIAN_CITIES).toContain(event.city);
  });
});

import { normalizeTrackingNumber, TRACKING_NUMBER_PATTERN } from '@ticketsetu/contracts/complaints';
import { ContactMessage } from './contact-message.entity.js';
import { contactTrackingNumber } from './tracking-number.js';

const ist = (local: string) => new Date(`${local}+05:30`);
const input = { name: ' Asha ', email: ' Asha@Example.IN ', subject: 'Hi', message: 'Hello' };

describe('contact tracking numbers', () => {
  it('draws six characters of Crockford base 32 after the year in India', () => {
    let i = 0;
    const number = contactTrackingNumber(ist('2026-12-01T10:00:00'), () => [0, 31, 17, 10, 22, 5][i++]!);
    expect(number).toBe('TS-C-2026-0ZHAP5');
    expect(TRACKING_NUMBER_PATTERN.test(number)).toBe(true);
    // 1 January 01:00 in India is still 31 December in UTC: the number is the new year's.
    expect(contactTrackingNumber(ist('2027-01-01T01:00:00'), () => 0)).toBe('TS-C-2027-000000');
  });

  it('reads a number as typed: any case, spaces, O for 0 and I or L for 1', () => {
    expect(normalizeTrackingNumber(' ts-c-2026-7k3qxm ')).toBe('TS-C-2026-7K3QXM');
    expect(normalizeTrackingNumber('TS-C-2026-O1LIAB')).toBe('TS-C-2026-0111AB');
    expect(normalizeTrackingNumber('ts-d-2026-000123')).toBe('TS-D-2026-000123');
    expect(TRACKING_NUMBER_PATTERN.test(normalizeTrackingNumber('TS-D-2026-00012'))).toBe(false);
    expect(TRACKING_NUMBER_PATTERN.test('TS-C-2026-7K3QXU')).toBe(false); // U is not in the alphabet
    expect(normalizeTrackingNumber(undefined)).toBe('');
  });
});

describe('a contact message on the clock', () => {
  it('sets both deadlines from its receipt, the month ending short after 31 January', () => {
    const m = new ContactMessage(input, 'TS-C-2027-000001', ist('2027-01-31T18:00:00'));
    expect(m.acknowledgeBy).toEqual(ist('2027-02-02T18:00:00'));
    expect(m.resolveBy).toEqual(ist('2027-02-28T18:00:00'));
    expect(m.email).toBe('asha@example.in');
    expect(m.status).toBe('received');
  });

  it('is acknowledged once, and closing acknowledges it when nobody had', () => {
    const opened = ist('2026-12-01T10:00:00');
    const m = new ContactMessage(input, 'TS-C-2026-000001', opened);
    expect(m.acknowledgementOverdue(m.acknowledgeBy)).toBe(false); // exactly 48 hours: still in time
    expect(m.acknowledgementOverdue(new Date(m.acknowledgeBy.getTime() + 1))).toBe(true);
    m.acknowledge('staff-1', ist('2026-12-02T10:00:00'));
    m.acknowledge('staff-2', ist('2026-12-02T11:00:00'));
    expect([m.acknowledgedAt, m.acknowledgedBy, m.status]).toEqual([
      ist('2026-12-02T10:00:00'),
      'staff-1',
      'acknowledged',
    ]);

    const other = new ContactMessage(input, 'TS-C-2026-000002', opened);
    other.close('staff-3', ist('2026-12-05T10:00:00'));
    expect([other.acknowledgedAt, other.closedAt, other.closedBy, other.status]).toEqual([
      ist('2026-12-05T10:00:00'),
      ist('2026-12-05T10:00:00'),
      'staff-3',
      'closed',
    ]);
    expect(other.resolutionOverdue(ist('2027-02-01T10:00:00'))).toBe(false); // settled: never late
  });
});

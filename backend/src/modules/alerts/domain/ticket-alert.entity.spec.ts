import { TicketAlert } from './ticket-alert.entity.js';

const at = new Date('2026-12-14T10:00:00Z');
const input = { eventId: 'e', userId: 'u', maxPrice: 100_000, quantity: 2, ticketType: 'any' as const, sms: false, at };

describe('a ticket alert', () => {
  it('keeps a wish of 1-6 tickets, a known type and a price in whole paise above zero, or none', () => {
    expect(new TicketAlert({ ...input, maxPrice: null }).maxPrice).toBeNull();
    expect(() => new TicketAlert({ ...input, quantity: 0 })).toThrow('Number of tickets must be between 1 and 6');
    expect(() => new TicketAlert({ ...input, quantity: 7 })).toThrow('Number of tickets must be between 1 and 6');
    expect(() => new TicketAlert({ ...input, maxPrice: 0 })).toThrow('Most you will pay');
    expect(() => new TicketAlert({ ...input, maxPrice: 1.5 })).toThrow('Most you will pay');
    expect(() => new TicketAlert({ ...input, ticketType: 'paper' as never })).toThrow('Ticket type');
  });

  it('changes while active; removing ends it once', () => {
    const alert = new TicketAlert(input);
    alert.change({ maxPrice: 90_000, quantity: 1, ticketType: 'physical', sms: true }, at);
    expect(alert).toMatchObject({ maxPrice: 90_000, quantity: 1, ticketType: 'physical', sms: true });
    const later = new Date(at.getTime() + 1000);
    alert.remove(later);
    alert.remove(new Date(at.getTime() + 2000));
    expect(alert).toMatchObject({ status: 'removed', endedAt: later, isActive: false });
  });
});

/**
 * Every domain event of the marketplace and its payload: the one typed event map.
 * Events are written to the outbox in the same transaction as the change that caused them,
 * then delivered to idempotent handlers (see shared/infrastructure/outbox).
 */
export interface DomainEventMap {
  ContactMessageReceived: { contactMessageId: string };
  PasswordResetRequested: { passwordResetId: string };
  TicketListed: { listingId: string };
  TicketVerified: { listingId: string; remarks: string | null };
  TicketRejected: { listingId: string; remarks: string | null };
}

export type DomainEventType = keyof DomainEventMap;

export interface DomainEvent<T extends DomainEventType = DomainEventType> {
  id: string;
  type: T;
  payload: DomainEventMap[T];
  occurredAt: Date;
}

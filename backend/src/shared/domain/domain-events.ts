/**
 * Every domain event of the marketplace and its payload: the one typed event map.
 * Events are written to the outbox in the same transaction as the change that caused them,
 * then delivered to idempotent handlers (see shared/infrastructure/outbox).
 */
export interface DomainEventMap {
  ContactMessageReceived: { contactMessageId: string };
  /** Recorded for every forgot-password request, known email or not (ADR 9). */
  PasswordResetRequested: { email: string };
  TicketListed: { listingId: string };
  TicketVerified: { listingId: string; remarks: string | null };
  TicketRejected: { listingId: string; remarks: string | null };
  /** The seller withdrew it, or (reason) the organiser forbade the event's resale (ADR 63). */
  ListingWithdrawn: { listingId: string; reason?: 'resale_not_permitted' };
  /** Staff marked that the event's organiser forbids resale (ADR 63): its live listings are withdrawn. */
  EventResaleForbidden: { eventId: string };
  /** A listing's proof files are stored: their codes and pictures are to be read (ADR 62). */
  ProofsSubmitted: { listingId: string };
  /**
   * Held seats are on sale again: a hold was released (a failed or abandoned checkout, a waiting-list
   * offer not taken up) or expired. Recorded by the inventory in the same transaction.
   */
  SeatsReturned: { listingId: string; holdId: string; quantity: number; reason: 'released' | 'expired' };
  /** A waiting user was offered seats held for them (the offer id is also the hold's id). */
  WaitlistOfferMade: { offerId: string; userId: string; listingId: string; eventId: string; quantity: number };
  /** An offer ended without a purchase (its time ran out, or the checkout that took it over failed). */
  WaitlistOfferExpired: { offerId: string; userId: string; eventId: string };
  /** A verified listing answered fans' ticket alerts (ADR 66): their deliveries are queued to send. */
  TicketAlertsQueued: { listingId: string; eventId: string };
  /**
   * A deleted account's personal data was erased (the erasure job, in its transaction): modules that keep
   * something for the person (ticket alerts, ADR 66) end it.
   */
  AccountErased: { userId: string };
  /** A payment settled: the seats are sold to the buyer (amounts in paise). */
  TicketSold: {
    orderId: string;
    listingId: string;
    eventId: string;
    buyerId: string;
    sellerId: string;
    quantity: number;
    price: number;
    subtotal: number;
    buyerFee: number;
    creditApplied: number;
    total: number;
    ticketType: 'mobile' | 'physical';
    platformId: string | null;
    deliveryAddress: string | null;
    /** The sale's facts its consumers act on (ADR 83); absent on events recorded before they were carried. */
    facts?: SaleFacts;
  };
  /** A checkout ended without a sale (the gateway said failed, the hold ran out, it was cancelled or never started). */
  PaymentFailed: { orderId: string; buyerId: string; reason: string };
  /**
   * A payment arrived after its seats were gone, or after its checkout was cancelled or told its payment
   * could not start: it is refunded in full. `why` is absent on events recorded before it was kept.
   */
  LatePaymentRefunded: {
    orderId: string;
    buyerId: string;
    amount: number;
    why?: 'seats_gone' | 'cancelled' | 'start_failed';
  };
  /**
   * A settled purchase was refunded in full (after-sale: a failed transfer, a dispute), recorded when
   * its last refund is confirmed. Its tickets stop counting for rewards and the credit it earned is
   * taken back, as far as unspent (docs/rewards.md). A partial refund does not record it.
   */
  PurchaseRefunded: { orderId: string; buyerId: string };
  /** A transfer moved one step along its path (who: a user id, or null for the system). */
  TransferAdvanced: { transferId: string; orderId: string; from: string; to: string; by: string | null };
  /** The tickets reached the buyer (mobile_transfer_confirmed or delivered): the seller is to be paid. */
  TransferConfirmed: {
    transferId: string;
    orderId: string;
    listingId: string;
    sellerId: string;
    buyerId: string;
    by: string | null;
    /**
     * The sale the seller is paid for (ADR 83): the payout acts on these and reads no other module.
     * Absent on events recorded before they were carried, and for transfers made before then.
     */
    sale?: ConfirmedSale;
  };
  /** A buyer has not confirmed a mobile transfer the seller says is sent: remind them. */
  BuyerReminderDue: { transferId: string; buyerId: string; eventStartsAt: string };
  /** Staff failed the transfer: the buyer is to be refunded. */
  TransferFailed: { transferId: string; orderId: string; buyerId: string; reason: string; by: string };
  /** A payouts row was created: a seller payout (transfer completed) or a buyer refund (amounts in paise). */
  PayoutCreated: PayoutFacts;
  /** A seller payout can be paid now (created with no dispute hold, its hold released, or pending again). */
  SellerPayoutDue: { payoutId: string; transferId: string };
  /** A buyer refund is to be asked of the gateway under this merchantRefundId (a new one per attempt). */
  RefundRequested: { payoutId: string; transferId: string; orderId: string; merchantRefundId: string; amount: number };
  /** A seller payout was paid (its attempt-th time), or the gateway completed a buyer refund. */
  PayoutProcessed: PayoutFacts & { attempt: number };
  /** A payout failed: staff's reason, or the gateway's for a refund. */
  PayoutFailed: PayoutFacts & { reason: string };
  /** A buyer opened a dispute on a purchase (the desk, the buyer and the seller are told). */
  DisputeOpened: { disputeId: string; reference: string; transferId: string; buyerId: string; sellerId: string };
  /** A step of a dispute both parties are told of: its timeline entry says what (internal notes record nothing). */
  DisputeUpdated: {
    disputeId: string;
    entryId: string;
    kind: 'acknowledged' | 'message' | 'resolved' | 'withdrawn';
    by: 'buyer' | 'seller' | 'staff';
  };
}

/**
 * What a sale was made under, fixed when it settled (ADR 83): the event's seller fee percent, start and
 * state (the place of supply of its fees' invoices), and the UPI id the listing is paid out to.
 */
export interface SaleFacts {
  sellerFeePercent: number;
  /** ISO 8601. */
  eventStartsAt: string;
  placeOfSupply: string | null;
  sellerUpiId: string;
}

/** A sale whose tickets reached the buyer: its figures (paise) and facts, as the seller's payout needs them. */
export interface ConfirmedSale extends SaleFacts {
  eventId: string;
  subtotal: number;
  total: number;
}

/** Who is paid what for which transfer (the payouts module's events). */
export interface PayoutFacts {
  payoutId: string;
  transferId: string;
  orderId: string;
  userId: string;
  type: 'seller_payout' | 'buyer_refund';
  amount: number;
}

export type DomainEventType = keyof DomainEventMap;

export interface DomainEvent<T extends DomainEventType = DomainEventType> {
  id: string;
  type: T;
  payload: DomainEventMap[T];
  occurredAt: Date;
}

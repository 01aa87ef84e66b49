import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { migrationsList } from './migrations/index.js';
import { guardPool, type PoolGate } from '../shared/infrastructure/database/pool-guard.js';
import { Category } from '../modules/catalog/domain/category.entity.js';
import { Event } from '../modules/catalog/domain/event.entity.js';
import { UserAddress } from '../modules/identity/domain/address.entity.js';
import { OtpChallenge } from '../modules/identity/domain/otp-challenge.entity.js';
import { PasswordReset } from '../modules/identity/domain/password-reset.entity.js';
import { Session } from '../modules/identity/domain/session.entity.js';
import { User } from '../modules/identity/domain/user.entity.js';
import { ListingFile } from '../modules/listings/domain/listing-file.entity.js';
import { Listing } from '../modules/listings/domain/listing.entity.js';
import { Order } from '../modules/orders/domain/order.entity.js';
import { TicketTransfer } from '../modules/transfers/domain/ticket-transfer.entity.js';
import { Payout } from '../modules/payouts/domain/payout.entity.js';
import { SellerPayout } from '../modules/payouts/domain/seller-payout.entity.js';
import { BuyerRefund } from '../modules/payouts/domain/buyer-refund.entity.js';
import { Dispute } from '../modules/disputes/domain/dispute.entity.js';
import { TaxDocument } from '../modules/tax/domain/tax-document.entity.js';
import { ContactMessage } from '../modules/support/domain/contact-message.entity.js';
import { WaitlistEntry } from '../modules/waitlist/domain/waitlist-entry.entity.js';
import { WaitlistOffer } from '../modules/waitlist/domain/waitlist-offer.entity.js';
import { TicketAlert } from '../modules/alerts/domain/ticket-alert.entity.js';
import { SellerRating } from '../modules/sellers/domain/seller-rating.entity.js';
import { SellerProfileSettings } from '../modules/sellers/domain/seller-settings.entity.js';

export const entities = [
  User,
  UserAddress,
  Session,
  OtpChallenge,
  PasswordReset,
  Category,
  Event,
  Listing,
  ListingFile,
  ContactMessage,
  WaitlistEntry,
  TicketAlert,
  WaitlistOffer,
  Order,
  TicketTransfer,
  Payout,
  SellerPayout,
  BuyerRefund,
  Dispute,
  TaxDocument,
  SellerRating,
  SellerProfileSettings,
];

export interface DatabaseTimeouts {
  /** Longest a statement may run (PostgreSQL statement_timeout); 0 turns it off (migrations). */
  statementTimeoutMs: number;
  /** Longest a query waits for a pooled connection, or for a new one to be made. */
  acquireTimeoutMs: number;
}

export const defaultTimeouts: DatabaseTimeouts = { statementTimeoutMs: 5000, acquireTimeoutMs: 3000 };

/**
 * The MikroORM setup every process uses. Every query is bounded so a dead or frozen database makes
 * requests fail fast (then 503) instead of hanging: the server cancels a statement after
 * `statementTimeoutMs`; a server that cannot even do that (frozen, its network gone) is caught by
 * the client-side read timeout a little later; getting a connection waits `acquireTimeoutMs` at most.
 */
export function ormConfig(
  clientUrl: string,
  poolMax = 10,
  timeouts: DatabaseTimeouts = defaultTimeouts,
  /** What lets DatabaseAvailability refuse work and abandon what is in flight during an outage (ADR 50). */
  gate?: PoolGate,
): Options {
  const { statementTimeoutMs, acquireTimeoutMs } = timeouts;
  return defineConfig({
    clientUrl,
    entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false },
    pool: { min: 0, max: poolMax },
    // Passed to pg's Pool and to every Client it creates (MikroORM 7 has no pool timeout options of its own).
    driverOptions: {
      connectionTimeoutMillis: acquireTimeoutMs,
      ...(statementTimeoutMs > 0 && {
        statement_timeout: statementTimeoutMs,
        query_timeout: statementTimeoutMs + acquireTimeoutMs,
      }),
      // Notice a peer that vanished without closing the socket (a dead host, a cut network).
      keepAlive: true,
      // A connection broken mid-transaction goes back to the pool as broken instead of leaking.
      onPoolCreated: (pool: Pool) => guardPool(pool, gate),
    },
    forceUtcTimezone: true,
    // Entities are the domain model; every request gets its own identity map through the Nest module.
    allowGlobalContext: false,
  });
}

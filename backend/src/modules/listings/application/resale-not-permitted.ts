import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { UnitOfWork } from '../../../shared/infrastructure/unit-of-work.js';
import { Listing } from '../domain/listing.entity.js';

/**
 * When staff mark an event "Resale not permitted by the organiser" (ADR 63), its listings under review
 * or on sale are withdrawn, in the delivery's transaction (exactly once); each withdrawal records
 * ListingWithdrawn, whose email tells the seller why. Seats already held go on to their sale or release.
 */
@Injectable()
export class ResaleNotPermitted implements OnModuleInit {
  constructor(
    private readonly outbox: Outbox,
    private readonly uow: UnitOfWork,
  ) {}

  onModuleInit(): void {
    this.outbox.subscribeTransactional('EventResaleForbidden', 'listings.withdraw-for-organiser', (event, em) =>
      this.withdrawListingsOf(event.payload.eventId, em),
    );
  }

  private async withdrawListingsOf(eventId: string, tx: EntityManager): Promise<void> {
    await this.uow.run(async (em) => {
      const listings = await em.find(
        Listing,
        { eventId, status: { $in: ['pending_approval', 'available'] } },
        { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
      );
      for (const listing of listings) listing.withdrawForOrganiser();
    }, tx);
  }
}

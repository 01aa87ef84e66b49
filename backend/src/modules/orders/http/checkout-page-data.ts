import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { isUuid } from '../../../shared/domain/ids.js';
import { CheckoutSummary } from '../application/checkout-summary.js';
import type { CheckoutDto } from './order.dto.js';
import { toCheckoutDto } from './order-views.js';

/**
 * What a server-rendered checkout shows first (issue 36, ADR 79): the buyer's checkout summary of a
 * listing, as GET /api/v1/checkout/{listingId} answers it. One buyer's: never kept for another.
 */
@Injectable()
export class CheckoutPageData {
  constructor(private readonly summaries: CheckoutSummary) {}

  /** Null for a listing not found (or an id that cannot be one): the page's own read says so. */
  async of(buyerId: string, listingId: string): Promise<CheckoutDto | null> {
    if (!isUuid(listingId)) return null;
    try {
      return toCheckoutDto(await this.summaries.of(buyerId, listingId));
    } catch (error) {
      if (error instanceof DomainError && error.status === 404) return null;
      throw error;
    }
  }
}

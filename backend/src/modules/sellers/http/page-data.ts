import { Injectable } from '@nestjs/common';
import { asPageData, type PageData } from '@ticketsetu/contracts/pages';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { isUuid } from '../../../shared/domain/ids.js';
import { SELLER_PAGE_PATH } from '../application/seller-page-heads.js';
import { SellerProfiles } from '../application/seller-profiles.js';
import { RATINGS_PAGE_SIZE, toRatingsPageDto } from './sellers.controller.js';
import type { SellerProfileDto } from './seller.dto.js';
import { toSellerProfileDto } from './seller-views.js';

/**
 * What a server-rendered page needs of sellers (ADR 36, 65), as the API answers it: an event page's
 * sellers (GET /api/v1/events/{id}/sellers) and a seller's page (the profile and the first page of
 * ratings). The same for everyone.
 */
@Injectable()
export class SellerPageData {
  constructor(private readonly profiles: SellerProfiles) {}

  /** An event gone or a seller not found meanwhile reads nothing: the page's own read says so (404). */
  forPath(path: string): Promise<PageData> {
    return this.read(path).catch((error: unknown) => {
      if (error instanceof DomainError && error.status === 404) return {};
      throw error;
    });
  }

  /**
   * A listing's seller as GET /api/v1/sellers/{id} answers it, for a server-rendered checkout's "About
   * the seller" (ADR 79); null when not found.
   */
  async profileOf(sellerId: string): Promise<SellerProfileDto | null> {
    if (!isUuid(sellerId)) return null;
    return this.profiles.profile(sellerId).then(toSellerProfileDto, (error: unknown) => {
      if (error instanceof DomainError && error.status === 404) return null;
      throw error;
    });
  }

  private async read(path: string): Promise<PageData> {
    const eventId = /^\/event\/([^/]+)$/.exec(path)?.[1];
    if (eventId && isUuid(eventId)) {
      const sellers = (await this.profiles.forEvent(eventId)).map(toSellerProfileDto);
      return asPageData({ eventSellers: { id: eventId, sellers } });
    }
    const sellerId = SELLER_PAGE_PATH.exec(path)?.[1];
    if (sellerId && isUuid(sellerId)) {
      const [profile, ratings] = await Promise.all([
        this.profiles.profile(sellerId),
        this.profiles.ratings(sellerId, { limit: RATINGS_PAGE_SIZE, offset: 0 }),
      ]);
      return asPageData({
        sellerPage: { id: sellerId, profile: toSellerProfileDto(profile), ratings: toRatingsPageDto(ratings) },
      });
    }
    return {};
  }
}

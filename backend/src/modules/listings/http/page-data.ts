import { Injectable } from '@nestjs/common';
import { asPageData, type PageData } from '@ticketsetu/contracts/pages';
import { isUuid } from '../../../shared/domain/ids.js';
import { ListingQueries } from '../application/listing-queries.js';
import { toEventOnSaleDto, toEventPageDto } from './listing-views.js';

/**
 * The data a server-rendered public page starts from (ADR 36): the same reads and the same DTOs as
 * the API's answers for the queries that page makes, with the API's defaults (GET /events lists 100;
 * the event page sorts by price, every ticket type). No person's data: nothing here depends on who asks.
 */
@Injectable()
export class PublicPageData {
  constructor(private readonly listings: ListingQueries) {}

  /** For `path` (`search`: the events list's search text, '' for none). Pages that read nothing get {}. */
  async forPath(path: string, search: string): Promise<PageData> {
    if (path === '/' || path === '/events') {
      const events = await this.listings.upcomingEvents({ search: search || undefined, limit: 100, offset: 0 });
      return asPageData({ eventsList: { search, events: events.map(toEventOnSaleDto) } });
    }
    const id = /^\/event\/([^/]+)$/.exec(path)?.[1];
    if (id && isUuid(id)) {
      const page = toEventPageDto(await this.listings.eventPage(id, { sort: 'price_asc' }));
      return asPageData({ eventPage: { id, page } });
    }
    return {};
  }
}

import type { components } from './api';

export interface StaticPageHead {
  title: string | null;
  description: string;
}

export declare const SITE_NAME: string;
export declare const SITE_TITLE: string;
export declare const SITE_DESCRIPTION: string;
export declare function documentTitle(title?: string | null): string;
export declare const STATIC_PAGES: Readonly<Record<string, StaticPageHead>>;
export declare const RENDERED_ROUTE_IDS: readonly string[];
export declare const PRIVATE_PATH_PREFIXES: readonly string[];


/**
 * What a server-rendered public page's first screen reads (ADR 36), as the API would answer it: the
 * backend fills it from its application services, the frontend's server entry puts it in the query cache.
 */
export interface PageData {
  /** GET /api/v1/events?search=… ('' for the whole list). */
  eventsList?: { search: string; events: components['schemas']['EventDto'][] };
  /** GET /api/v1/events/{id} with the event page's default filters. */
  eventPage?: { id: string; page: components['schemas']['EventPageDto'] };
  /** GET /api/v1/events/{id}/sellers: the profiles on the event page's listing cards. */
  eventSellers?: { id: string; sellers: components['schemas']['SellerProfileDto'][] };
  /** A seller's page: GET /api/v1/sellers/{id} and the first page of GET /api/v1/sellers/{id}/ratings. */
  sellerPage?: {
    id: string;
    profile: components['schemas']['SellerProfileDto'];
    ratings: components['schemas']['SellerRatingsPageDto'];
  };
}

import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_LOCALE, type Locale } from '@ticketsetu/contracts/locales';
import { HEAD_WORDS } from '@ticketsetu/contracts/page-heads';
import { documentTitle, SITE_NAME } from '@ticketsetu/contracts/pages';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import type { PageHead } from '../../listings/index.js';
import { SellerError } from '../domain/seller-errors.js';
import { SellerProfiles } from './seller-profiles.js';

export const SELLER_PAGE_PATH = /^\/seller\/([^/]+)$/;

/** 'Bengaluru, Karnataka', one of them, or null. */
export function placeOf(profile: { city: string | null; state: string | null }): string | null {
  return [profile.city, profile.state].filter(Boolean).join(', ') || null;
}

/**
 * The head of a seller's page, /seller/{id} (ADR 65): its title and link-preview description from the
 * profile. Kept out of search engines and the sitemap: the profile is for buyers deciding on the site,
 * not a search index of people.
 */
@Injectable()
export class SellerPageHeads {
  private readonly origin: string;

  constructor(
    private readonly profiles: SellerProfiles,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.origin = config.PUBLIC_URL.replace(/\/+$/, '');
  }

  /** The head of the seller page at `path` in `locale`, or null when `path` is no seller page. */
  async forPath(path: string, locale: Locale = DEFAULT_LOCALE): Promise<PageHead | null> {
    const id = SELLER_PAGE_PATH.exec(path)?.[1];
    if (id === undefined) return null;
    const profile = await this.profiles.profile(id).catch((error: unknown) => {
      if (error instanceof SellerError) return null;
      throw error;
    });
    const head = {
      cardTitle: SITE_NAME,
      canonicalUrl: null,
      imageUrl: null,
      imageSize: null,
      indexable: false,
      structuredData: null,
    };
    const words = HEAD_WORDS[locale];
    if (!profile) {
      return {
        ...head,
        status: 404,
        title: documentTitle(words.sellerNotFound, locale),
        description: words.sellerNotFoundDescription,
      };
    }
    const title = words.sellerTitle(profile.displayName);
    return {
      ...head,
      status: 200,
      title: documentTitle(title, locale),
      cardTitle: title,
      description: [
        placeOf(profile),
        words.ratings(profile.ratingAverage, profile.ratingCount),
        words.completedSales(profile.completedSales),
        words.memberSince(profile.memberSince),
      ]
        .filter(Boolean)
        .join(' · '),
      canonicalUrl: `${this.origin}/seller/${profile.id}`,
    };
  }
}

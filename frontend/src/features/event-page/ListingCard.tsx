import { Trans, useLingui } from '@lingui/react/macro';
import { CarOutlined, MobileOutlined, TagsOutlined } from '../../shared/ui/icons';
import { useState } from 'react';
import { formatInr } from '../../shared/format';
import { ticketCount } from '../../shared/i18n';
import { ButtonLink } from '../../shared/ui/links';
import { ListboxSelect } from '../../shared/ui/ListboxSelect';
import { MAX_TICKETS_PER_ORDER, seatLabel, ticketTypeLabel } from '../events';
import type { Listing } from '../events';
import { checkoutPath } from './buy';
import type { SellerProfile } from '../sellers';
import { SellerLine } from '../sellers';
import './event-page.css';

export interface ListingCardProps {
  listing: Listing;
  /** Who sells it (ADR 65); left out while the sellers load, or for one with no public profile. */
  seller?: SellerProfile;
  /** The page's "number of tickets" filter, preselected when this listing has that many. */
  preferredQuantity: number | undefined;
  onBuy: (listingId: string, quantity: number | undefined) => void;
}

export function ListingCard({ listing, seller, preferredQuantity, onBuy }: ListingCardProps) {
  const { i18n, t } = useLingui();
  const available = ticketCount(i18n, listing.available_quantity);
  const max = Math.min(listing.available_quantity, MAX_TICKETS_PER_ORDER);
  const [quantity, setQuantity] = useState<number | undefined>(
    preferredQuantity && preferredQuantity <= max ? preferredQuantity : undefined,
  );
  const options = Array.from({ length: max }, (_, i) => ({ value: i + 1, label: String(i + 1) }));
  const selectId = `quantity-${listing.id}`;
  const headingId = `listing-${listing.id}`;

  return (
    <li className="listing">
      <div className="listing__details">
        <h3 id={headingId} className="listing__seat">
          {seatLabel(i18n, listing)}
        </h3>
        <ul className="listing__facts">
          <li>
            {listing.ticket_type === 'physical' ? (
              <CarOutlined aria-hidden="true" />
            ) : (
              <MobileOutlined aria-hidden="true" />
            )}
            <span>{ticketTypeLabel(i18n, listing)}</span>
          </li>
          <li>
            <TagsOutlined aria-hidden="true" />
            <span>{t`${available} available`}</span>
          </li>
        </ul>
        {seller && <SellerLine profile={seller} />}
      </div>
      <div className="listing__price">
        <span className="listing__amount">{formatInr(listing.price)}</span>
        <span className="listing__per">
          <Trans>per ticket</Trans>
        </span>
      </div>
      <div className="listing__buy">
        <div className="field field--compact">
          <label htmlFor={selectId} className="field__label">
            <Trans>Tickets</Trans>
          </label>
          <ListboxSelect<number>
            id={selectId}
            aria-label={t`Tickets to buy`}
            placeholder={t`Select`}
            value={quantity}
            options={options}
            onChange={setQuantity}
            className="listing__quantity"
          />
        </div>
        {/* A link, so Buy works before the page's scripts run (or without them): the checkout for the
            chosen quantity, or 1, which signs the visitor in first. Once React runs, a plain click keeps
            the page's rules instead: a quantity must be chosen (onBuy). */}
        <ButtonLink
          href={checkoutPath(listing.id, quantity ?? 1)}
          type="primary"
          size="large"
          className="listing__buy-button"
          onClick={(click) => {
            if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return;
            click.preventDefault();
            onBuy(listing.id, quantity);
          }}
        >
          <Trans>Buy</Trans>
        </ButtonLink>
      </div>
    </li>
  );
}

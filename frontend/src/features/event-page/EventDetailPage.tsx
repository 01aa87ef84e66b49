import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { InfoCircleOutlined } from '../../shared/ui/icons';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useRouterState } from '@tanstack/react-router';
import { Suspense } from 'react';
import { formatPercent } from '../../shared/format';
import { useSession } from '../../shared/session';
import { usePageTitle } from '../../shared/usePageTitle';
import { LazyAlertPanel } from '../alerts';
import { eventPageQuery } from '../events';
import { eventSellersQuery } from '../sellers';
import { useLiveAvailability } from '../events';
import { useEntryOffer } from '../waitlist';
import { myWaitlistQuery } from '../waitlist';
import { useBuyListing } from './buy';
import { EventHeader } from './EventHeader';
import { LazyJoinWaitlistPanel, LazyLapsedOfferNotice, LazyOfferPanel } from '../waitlist';
import { ListingCard } from './ListingCard';
import { ListingFiltersPanel } from './ListingFiltersPanel';
import { NoListings } from './NoListings';
import { DEFAULT_SORT, DEFAULT_TYPE, toListingFilters, type EventPageSearch } from './search';

const routeApi = getRouteApi('/event/$id');

export function EventDetailPage() {
  const { id } = routeApi.useParams();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const filters = toListingFilters(search);
  const { data: event } = useSuspenseQuery(eventPageQuery(id, filters));
  const sellers = useQuery(eventSellersQuery(id));
  // Seats held, sold and released by others appear within seconds, without reloading (ADR 54).
  useLiveAvailability(id);
  const updating = useRouterState({ select: (state) => state.status === 'pending' });
  const buy = useBuyListing();
  const { t } = useLingui();
  usePageTitle(event.title);
  // The signed-in fan's own waiting list here: seats held for them now, or an offer that lapsed.
  const { user } = useSession();
  const waitlists = useQuery({ ...myWaitlistQuery(), enabled: Boolean(user) });
  const { live: held, lapsed } = useEntryOffer(waitlists.data?.find((entry) => entry.event.id === event.id));

  const setFilters = (patch: Partial<EventPageSearch>) =>
    void navigate({
      search: (prev) => {
        const next = { ...prev, ...patch };
        // Defaults stay out of the URL so shared links stay short.
        return {
          quantity: next.quantity || undefined,
          type: next.type === DEFAULT_TYPE ? undefined : next.type,
          sort: next.sort === DEFAULT_SORT ? undefined : next.sort,
        };
      },
      replace: true,
      resetScroll: false,
    });

  const listingCount = event.listings.length;
  const fee = formatPercent(event.buyer_fee_percent);
  const filtered = search.quantity !== undefined || (search.type ?? DEFAULT_TYPE) !== DEFAULT_TYPE;

  return (
    <div className="container page">
      <nav aria-label={t`Breadcrumb`} className="breadcrumb">
        <ol>
          <li>
            <Link to="/events">
              <Trans>Events</Trans>
            </Link>
          </li>
          <li aria-current="page">{event.title}</li>
        </ol>
      </nav>

      <EventHeader event={event} held={held} />
      <Suspense fallback={null}>
        {held ? (
          <div className="event-waitlist">
            <LazyOfferPanel offer={held} prominent />
          </div>
        ) : (
          lapsed && (
            <div className="event-waitlist">
              <LazyLapsedOfferNotice offer={lapsed} />
            </div>
          )
        )}
      </Suspense>

      <section className="tickets-section" aria-labelledby="tickets-heading">
        <div className="tickets-section__head">
          <h2 id="tickets-heading" className="section-title">
            <Trans>Available tickets</Trans>
          </h2>
          {event.buyer_fee_percent > 0 && (
            <p className="fee-note">
              <InfoCircleOutlined aria-hidden="true" /> {t`Platform Fees + Taxes of ${fee} are added at checkout`}
            </p>
          )}
        </div>

        <ListingFiltersPanel
          quantity={filters.quantity}
          type={filters.type}
          sort={filters.sort}
          onChange={setFilters}
        />

        <div className={updating ? 'listings-area listings-area--updating' : 'listings-area'} aria-busy={updating}>
          {updating && (
            // Shown only when the wait passes 200 ms (event-page.css), as antd's Spin with a delay.
            <div className="listings-area__spinner" role="status">
              <span className="ts-wheel listings-area__wheel" aria-hidden="true" />
              <Trans>Updating tickets…</Trans>
            </div>
          )}
          {event.listings.length > 0 ? (
            <>
              <p className="results-count" aria-live="polite">
                {t`${plural(listingCount, { one: '# listing', other: '# listings' })}`}
              </p>
              <ul className="listings">
                {event.listings.map((listing) => (
                  <ListingCard
                    // Re-mount when the filter quantity changes so the preselected number follows it.
                    key={`${listing.id}:${filters.quantity ?? ''}`}
                    listing={listing}
                    seller={sellers.data?.get(listing.seller_id)}
                    preferredQuantity={filters.quantity}
                    onBuy={buy}
                  />
                ))}
              </ul>
            </>
          ) : held ? (
            <p className="results-count">
              <Trans>No other tickets are on sale right now: yours are held for you above.</Trans>
            </p>
          ) : (
            <NoListings
              event={event}
              filtered={filtered}
              onShowAll={() => setFilters({ quantity: undefined, type: DEFAULT_TYPE })}
            />
          )}
          {event.listings.length > 0 && (
            // Tickets on sale, maybe not at the fan's price: alerts are for these, the waiting list for none.
            <Suspense fallback={null}>
              <LazyAlertPanel eventId={event.id} eventTitle={event.title} />
            </Suspense>
          )}
          {event.listings.length === 0 && !held && !event.resale_not_permitted && (
            // Sold out, or no listing has as many tickets of the type as the buyer wants. Not where the
            // organiser forbids resale: no ticket will come up (ADR 63).
            <Suspense fallback={null}>
              <LazyJoinWaitlistPanel
                eventId={event.id}
                eventTitle={event.title}
                quantity={filters.quantity}
                type={filters.type === 'all' ? 'any' : filters.type}
              />
            </Suspense>
          )}
        </div>
      </section>
    </div>
  );
}

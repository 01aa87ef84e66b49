import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarOutlined, LeftOutlined, ReloadOutlined, RightOutlined } from '../../shared/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { EventCard } from '../events';
import { EventCardSkeleton } from '../events';
import { eventsListQuery } from '../events';
import { Button } from '../../shared/ui/Button';
import { AppLink, ButtonLink } from '../../shared/ui/links';
import { StatusPanel } from '../../shared/ui/StatusPanel';
import './home.css';

export const FEATURED_COUNT = 4;
/** One card's width: each arrow press moves the row by one card. */
export const SCROLL_STEP_PX = 400;

/** The first four upcoming events in a row that scrolls sideways. */
export function FeaturedEvents() {
  const { t } = useLingui();
  // Not critical to the page: the hero renders at once and this section shows its own loading state.
  const { data, isPending, isError, refetch, isRefetching } = useQuery(eventsListQuery());
  const rowRef = useRef<HTMLUListElement>(null);
  const scrollBy = (direction: -1 | 1) =>
    rowRef.current?.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: 'smooth' });

  const featured = data?.slice(0, FEATURED_COUNT) ?? [];
  const showRow = isPending || featured.length > 0;

  return (
    <section className="section" aria-labelledby="featured-heading">
      <div className="container">
        <div className="section-head">
          <div>
            <h2 id="featured-heading" className="section-title">
              <Trans>Featured Events</Trans>
            </h2>
            <p className="section-subtitle">
              <Trans>Hand-picked upcoming shows with verified resale tickets.</Trans>
            </p>
          </div>
          <div className="section-head__actions">
            {showRow && (
              <>
                <Button
                  shape="circle"
                  icon={<LeftOutlined />}
                  aria-label={t`Scroll featured events left`}
                  onClick={() => scrollBy(-1)}
                />
                <Button
                  shape="circle"
                  icon={<RightOutlined />}
                  aria-label={t`Scroll featured events right`}
                  onClick={() => scrollBy(1)}
                />
              </>
            )}
            <AppLink href="/events" className="view-all-link">
              <Trans>View All Events</Trans>
            </AppLink>
          </div>
        </div>

        {showRow ? (
          <ul ref={rowRef} className="featured-row" aria-busy={isPending}>
            {isPending
              ? Array.from({ length: FEATURED_COUNT }, (_, i) => (
                  <li key={i} className="featured-row__item">
                    <EventCardSkeleton />
                  </li>
                ))
              : featured.map((event) => (
                  <li key={event.id} className="featured-row__item">
                    <EventCard event={event} />
                  </li>
                ))}
          </ul>
        ) : (
          <StatusPanel
            headingLevel={3}
            icon={<CalendarOutlined />}
            title={t`No events to show right now`}
            actions={
              isError ? (
                <Button type="primary" icon={<ReloadOutlined />} loading={isRefetching} onClick={() => void refetch()}>
                  <Trans>Retry</Trans>
                </Button>
              ) : (
                <ButtonLink href="/sell" type="primary">
                  <Trans>Sell Tickets</Trans>
                </ButtonLink>
              )
            }
          >
            <p>
              {isError
                ? t`We couldn’t load events just now. Check your connection and try again.`
                : t`New events are listed every day. Check back soon, or list tickets you can’t use.`}
            </p>
          </StatusPanel>
        )}
      </div>
    </section>
  );
}

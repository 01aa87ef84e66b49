import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useCanGoBack, useRouter, useRouterState } from '@tanstack/react-router';
import { usePageTitle } from '../../shared/usePageTitle';
import { Button } from '../../shared/ui/Button';
import { ArrowLeftOutlined, CalendarOutlined } from '../../shared/ui/icons';
import { ButtonLink } from '../../shared/ui/links';
import { StatusPanel } from '../../shared/ui/StatusPanel';
import { eventsListQuery } from '../events';
import { SellForm } from './SellForm';
import './sell.css';

export { REDIRECT_AFTER_LISTING_MS } from './useSubmitListing';

const routeApi = getRouteApi('/sell');

/** /sell: the listing form (login required; the route's guard sends visitors to /auth first). */
export function SellPage() {
  const { t } = useLingui();
  usePageTitle(t`Sell tickets`);
  const { eventId: eventFromUrl } = routeApi.useSearch();
  const eventFromState = useRouterState({ select: (state) => state.location.state.eventId });
  const { data: events } = useSuspenseQuery(eventsListQuery());
  const preset = [eventFromUrl, eventFromState].find((id) => id && events.some((event) => event.id === id));

  return (
    <div className="container page page--narrow sell-page">
      <BackButton />
      <div className="page-head">
        <div>
          <h1 className="page-title">
            <Trans>Sell your tickets</Trans>
          </h1>
          <p className="page-subtitle">
            <Trans>List them in a few minutes. Our team checks every listing before it goes on sale.</Trans>
          </p>
        </div>
      </div>
      {events.length === 0 ? (
        <StatusPanel
          icon={<CalendarOutlined />}
          title={t`No events are open for listings`}
          actions={
            <ButtonLink href="/events" type="primary">
              <Trans>Browse Events</Trans>
            </ButtonLink>
          }
        >
          <p>
            <Trans>Listings open for upcoming events only. Please check back soon.</Trans>
          </p>
        </StatusPanel>
      ) : (
        <SellForm events={events} presetEventId={preset} />
      )}
    </div>
  );
}

function BackButton() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <Button
      type="link"
      className="back-button"
      icon={<ArrowLeftOutlined aria-hidden="true" />}
      onClick={() => (canGoBack ? router.history.back() : void router.navigate({ to: '/events' }))}
    >
      <Trans>Back</Trans>
    </Button>
  );
}

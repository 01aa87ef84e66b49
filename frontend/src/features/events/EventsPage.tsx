import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { localePath } from '@ticketsetu/contracts/locales';
import { CalendarOutlined, PlusOutlined } from '../../shared/ui/icons';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useLocale } from '../../shared/i18n';
import { usePageTitle } from '../../shared/usePageTitle';
import { Button, buttonClassName } from '../../shared/ui/Button';
import { ButtonLink } from '../../shared/ui/links';
import { SearchField } from '../../shared/ui/SearchField';
import { StatusPanel } from '../../shared/ui/StatusPanel';
import { EventCard } from './EventCard';
import { eventsListQuery } from './queries';
import { ShareButton } from './ShareButton';
import './events.css';

const routeApi = getRouteApi('/events');

/** The /sell address for one event; the event also travels in router state, as the spec has it. */
export function sellPathFor(eventId: string): string {
  return `/sell?eventId=${encodeURIComponent(eventId)}`;
}

export function EventsPage() {
  const { search } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const router = useRouter();
  const { data: events } = useSuspenseQuery(eventsListQuery(search));
  const { t } = useLingui();
  usePageTitle(search ? t`Events matching “${search}”` : t`Browse events`);
  const count = events.length;

  const setSearch = (text: string) => {
    const value = text.trim();
    void navigate({ search: value ? { search: value } : {} });
  };

  return (
    <div className="container page">
      <div className="page-head">
        <div>
          <h1 className="page-title">
            <Trans>Browse events</Trans>
          </h1>
          <p className="page-subtitle">
            <Trans>Verified resale tickets for upcoming events across India.</Trans>
          </p>
        </div>
        <ButtonLink href="/sell" type="primary" size="large" icon={<PlusOutlined />} className="btn-saffron">
          <Trans>Sell Tickets</Trans>
        </ButtonLink>
      </div>

      {/* Keyed by the URL's search so Back/Forward also reset the box. */}
      <EventsSearchBox key={search ?? ''} initial={search ?? ''} onSearch={setSearch} />

      <h2 className="results-heading" aria-live="polite">
        {search
          ? t`${plural(count, { one: '# event', other: '# events' })} matching “${search}”`
          : t`${plural(count, { one: '# upcoming event', other: '# upcoming events' })}`}
      </h2>

      {events.length > 0 ? (
        <ul className="events-grid">
          {events.map((event) => (
            <li key={event.id}>
              <EventCard
                event={event}
                actions={
                  <>
                    <Button
                      icon={<PlusOutlined />}
                      aria-label={t`Sell tickets for ${event.title}`}
                      title={t`Sell tickets for this event`}
                      onClick={() =>
                        void router.navigate({ href: sellPathFor(event.id), state: { eventId: event.id } })
                      }
                    />
                    <ShareButton eventId={event.id} title={event.title} />
                  </>
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <StatusPanel
          icon={<CalendarOutlined />}
          title={search ? t`No events match your search` : t`No upcoming events yet`}
          actions={
            search ? (
              <Button type="primary" onClick={() => setSearch('')}>
                <Trans>Show all events</Trans>
              </Button>
            ) : (
              <ButtonLink href="/sell" type="primary">
                <Trans>Sell Tickets</Trans>
              </ButtonLink>
            )
          }
        >
          <p>
            {search
              ? t`Try another event name, venue, city or category, such as “Comedy” or “Mumbai”.`
              : t`New events are listed every day. Check back soon.`}
          </p>
        </StatusPanel>
      )}
    </div>
  );
}

function EventsSearchBox({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [text, setText] = useState(initial);
  return (
    // Also a plain form (action, name): before the page's scripts run, or without them, it asks the
    // server for /events?search=…, which comes rendered with the results.
    <form
      role="search"
      aria-label={t`Events`}
      action={localePath(locale, '/events')}
      className="events-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <SearchField
        id="events-search"
        name="search"
        label={t`Search events`}
        placeholder={t`Search by event, venue or category`}
        icon
        value={text}
        onChange={setText}
        // Clearing with the ✕ shows every event again.
        onClear={() => onSearch('')}
      />
      {/* A plain submit, never disabled (unlike Button): before hydration the form goes to the server. */}
      <button type="submit" className={buttonClassName({ type: 'primary', size: 'large' })}>
        <Trans>Search</Trans>
      </button>
    </form>
  );
}

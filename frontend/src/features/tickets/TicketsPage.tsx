import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { usePageTitle } from '../../shared/usePageTitle';
import { PlusOutlined } from '../../shared/ui/icons';
import { ButtonLink } from '../../shared/ui/links';
import { Tabs } from '../../shared/ui/Tabs';
import { TabLoading } from './TabLoading';
import type { TicketsTab } from './search';
import './tickets.css';

const routeApi = getRouteApi('/tickets');

// Each tab's code is fetched when it opens, beside its data (the route's loader has asked for that
// already): the page's shell and tabs come first, and a buyer never fetches Your Listings' code.
const PurchasesTab = lazy(() => import('./PurchasesTab').then((m) => ({ default: m.PurchasesTab })));
const ListingsTab = lazy(() => import('./ListingsTab').then((m) => ({ default: m.ListingsTab })));

/** /tickets: what the signed-in person bought (and waits for) and what they are selling, the tab kept in the URL. */
export function TicketsPage() {
  const { tab = 'purchases' } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const { t } = useLingui();
  usePageTitle(tab === 'listings' ? t`Your listings` : t`Your purchases`);

  return (
    <div className="container page tickets-page">
      <div className="page-head">
        <div>
          <h1 className="page-title">
            <Trans>Your tickets</Trans>
          </h1>
          <p className="page-subtitle">
            <Trans>Tickets you have bought, the waiting lists you are on, and tickets you are selling.</Trans>
          </p>
        </div>
        <ButtonLink href="/sell" type="primary" size="large" icon={<PlusOutlined />} className="btn-saffron">
          <Trans>Sell Tickets</Trans>
        </ButtonLink>
      </div>
      <Tabs
        className="tickets-tabs"
        activeKey={tab}
        onChange={(key: TicketsTab) => void navigate({ search: { tab: key } })}
        items={[
          {
            key: 'purchases',
            label: t`Your Purchases`,
            children:
              tab === 'purchases' ? (
                <Suspense fallback={<TabLoading label={t`Loading your purchases`} />}>
                  <PurchasesTab />
                </Suspense>
              ) : null,
          },
          {
            key: 'listings',
            label: t`Your Listings`,
            children:
              tab === 'listings' ? (
                <Suspense fallback={<TabLoading />}>
                  <ListingsTab />
                </Suspense>
              ) : null,
          },
        ]}
      />
    </div>
  );
}

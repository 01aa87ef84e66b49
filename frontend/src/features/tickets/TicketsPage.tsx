import { PlusOutlined, ShoppingOutlined, TagsOutlined, WarningOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Button, Skeleton, Tabs } from 'antd';
import { errorMessage } from '../../shared/api/api-error';
import { usePageTitle } from '../../shared/usePageTitle';
import { ButtonLink } from '../../shared/ui/links';
import { StatusPanel } from '../../shared/ui/StatusPanel';
import { myListingsQuery } from '../selling/queries';
import { OwnListingCard } from './OwnListingCard';
import type { TicketsTab } from './search';
import './tickets.css';

const routeApi = getRouteApi('/tickets');

export const TICKETS_LOAD_FAILED = 'Failed to load tickets';

/** /tickets: what the signed-in person bought and what they are selling, the tab kept in the URL. */
export function TicketsPage() {
  const { tab = 'purchases' } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  usePageTitle(tab === 'listings' ? 'Your listings' : 'Your purchases');

  return (
    <div className="container page tickets-page">
      <div className="page-head">
        <div>
          <h1 className="page-title">Your tickets</h1>
          <p className="page-subtitle">Tickets you have bought and tickets you are selling.</p>
        </div>
        <ButtonLink href="/sell" type="primary" size="large" icon={<PlusOutlined />} className="btn-saffron">
          Sell Tickets
        </ButtonLink>
      </div>
      <Tabs
        className="tickets-tabs"
        activeKey={tab}
        onChange={(key) => void navigate({ search: { tab: key as TicketsTab } })}
        items={[
          { key: 'purchases', label: 'Your Purchases', children: tab === 'purchases' ? <PurchasesTab /> : null },
          { key: 'listings', label: 'Your Listings', children: tab === 'listings' ? <ListingsTab /> : null },
        ]}
      />
    </div>
  );
}

function PurchasesTab() {
  return (
    <StatusPanel
      icon={<ShoppingOutlined />}
      title="No purchases yet"
      actions={
        <>
          <ButtonLink href="/events" type="primary">
            Browse Events
          </ButtonLink>
          <ButtonLink href="/sell">Sell Tickets</ButtonLink>
        </>
      }
    >
      <p>Tickets you buy show here with their transfer status, courier and tracking number.</p>
    </StatusPanel>
  );
}

function ListingsTab() {
  const listings = useQuery(myListingsQuery());

  if (listings.isPending) {
    return (
      <div className="own-listings" role="status" aria-label="Loading your listings">
        {[0, 1].map((i) => (
          <div key={i} className="own-listing">
            <Skeleton active paragraph={{ rows: 3 }} />
          </div>
        ))}
      </div>
    );
  }
  if (listings.isError) {
    return (
      <StatusPanel
        tone="error"
        icon={<WarningOutlined />}
        title={TICKETS_LOAD_FAILED}
        actions={<Button onClick={() => void listings.refetch()}>Retry</Button>}
      >
        <p>{errorMessage(listings.error)}</p>
      </StatusPanel>
    );
  }
  if (listings.data.length === 0) {
    return (
      <StatusPanel
        icon={<TagsOutlined />}
        title="You haven’t listed any tickets yet"
        actions={
          <ButtonLink href="/sell" type="primary">
            Sell Tickets
          </ButtonLink>
        }
      >
        <p>Can’t make it to an event? List your tickets and our team will review them within hours.</p>
      </StatusPanel>
    );
  }
  return (
    <>
      <p className="results-count">
        {listings.data.length} {listings.data.length === 1 ? 'listing' : 'listings'}
      </p>
      <ul className="own-listings">
        {listings.data.map((listing) => (
          <OwnListingCard key={listing.id} listing={listing} />
        ))}
      </ul>
    </>
  );
}

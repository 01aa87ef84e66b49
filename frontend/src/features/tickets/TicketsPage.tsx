import { PlusOutlined, TagsOutlined, WarningOutlined } from '../../shared/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { errorMessage } from '../../shared/api/api-error';
import { usePageTitle } from '../../shared/usePageTitle';
import { Button } from '../../shared/ui/Button';
import { ButtonLink } from '../../shared/ui/links';
import { SkeletonText } from '../../shared/ui/SkeletonText';
import { StatusPanel } from '../../shared/ui/StatusPanel';
import { Tabs } from '../../shared/ui/Tabs';
import { DisputesList } from '../disputes';
import { ReceivedRatings } from '../sellers';
import { myListingsQuery } from '../selling';
import { EarningsSummary } from './EarningsSummary';
import { OwnListingCard } from './OwnListingCard';
import { PurchasesTab } from './PurchasesTab';
import { myPayoutsQuery, type Sale, salesQuery } from './queries';
import { SellerStatement } from './SellerStatement';
import { SellerTaxInvoices } from './SellerTaxInvoices';
import type { TicketsTab } from './search';
import './tickets.css';

const routeApi = getRouteApi('/tickets');

export const TICKETS_LOAD_FAILED = 'Failed to load tickets';
export const SALES_LOAD_FAILED = 'Failed to load sold tickets';

/** /tickets: what the signed-in person bought (and waits for) and what they are selling, the tab kept in the URL. */
export function TicketsPage() {
  const { tab = 'purchases' } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  usePageTitle(tab === 'listings' ? 'Your listings' : 'Your purchases');

  return (
    <div className="container page tickets-page">
      <div className="page-head">
        <div>
          <h1 className="page-title">Your tickets</h1>
          <p className="page-subtitle">
            Tickets you have bought, the waiting lists you are on, and tickets you are selling.
          </p>
        </div>
        <ButtonLink href="/sell" type="primary" size="large" icon={<PlusOutlined />} className="btn-saffron">
          Sell Tickets
        </ButtonLink>
      </div>
      <Tabs
        className="tickets-tabs"
        activeKey={tab}
        onChange={(key: TicketsTab) => void navigate({ search: { tab: key } })}
        items={[
          { key: 'purchases', label: 'Your Purchases', children: tab === 'purchases' ? <PurchasesTab /> : null },
          { key: 'listings', label: 'Your Listings', children: tab === 'listings' ? <ListingsTab /> : null },
        ]}
      />
    </div>
  );
}

/** The seller's sales by the listing they were sold from. */
function salesByListing(sales: readonly Sale[] | undefined): Map<string, Sale[]> {
  const byListing = new Map<string, Sale[]>();
  for (const sale of sales ?? []) byListing.set(sale.ticket_id, [...(byListing.get(sale.ticket_id) ?? []), sale]);
  return byListing;
}

function ListingsTab() {
  const listings = useQuery(myListingsQuery());
  // The sales fill in each card's Show Sold Tickets; until they load (or if they fail) the cards show without.
  const sales = useQuery(salesQuery());
  const payouts = useQuery(myPayoutsQuery());
  const byListing = salesByListing(sales.data);

  if (listings.isPending) {
    return (
      <div className="own-listings" role="status" aria-label="Loading your listings">
        {[0, 1].map((i) => (
          <div key={i} className="own-listing">
            <SkeletonText lines={['100%', '100%', '61%']} />
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
      <EarningsSummary />
      <SellerTaxInvoices sales={sales.data} />
      <SellerStatement />
      <DisputesList role="seller" />
      <ReceivedRatings />
      {sales.isError && (
        <p className="sales-error" role="alert">
          {SALES_LOAD_FAILED}{' '}
          <Button size="small" onClick={() => void sales.refetch()}>
            Retry
          </Button>
        </p>
      )}
      <p className="results-count">
        {listings.data.length} {listings.data.length === 1 ? 'listing' : 'listings'}
      </p>
      <ul className="own-listings">
        {listings.data.map((listing) => (
          <OwnListingCard key={listing.id} listing={listing} sales={byListing.get(listing.id)} payouts={payouts.data} />
        ))}
      </ul>
    </>
  );
}

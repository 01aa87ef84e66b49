import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../shared/api/api-error';
import { Button } from '../../shared/ui/Button';
import { TagsOutlined, WarningOutlined } from '../../shared/ui/icons';
import { ButtonLink } from '../../shared/ui/links';
import { StatusPanel } from '../../shared/ui/StatusPanel';
import { DisputesList } from '../disputes';
import { ReceivedRatings } from '../sellers';
import { myListingsQuery } from '../selling';
import { EarningsSummary } from './EarningsSummary';
import { OwnListingCard } from './OwnListingCard';
import { myPayoutsQuery, type Sale, salesQuery } from './queries';
import { SellerStatement } from './SellerStatement';
import { SellerTaxInvoices } from './SellerTaxInvoices';
import { TabLoading } from './TabLoading';

/** The seller's sales by the listing they were sold from. */
function salesByListing(sales: readonly Sale[] | undefined): Map<string, Sale[]> {
  const byListing = new Map<string, Sale[]>();
  for (const sale of sales ?? []) byListing.set(sale.ticket_id, [...(byListing.get(sale.ticket_id) ?? []), sale]);
  return byListing;
}

/** Your Listings: the seller's earnings, invoices, statement, disputes, ratings and each listing with its sales. */
export function ListingsTab() {
  const { i18n, t } = useLingui();
  const listings = useQuery(myListingsQuery());
  // The sales fill in each card's Show Sold Tickets; until they load (or if they fail) the cards show without.
  const sales = useQuery(salesQuery());
  const payouts = useQuery(myPayoutsQuery());
  const byListing = salesByListing(sales.data);

  if (listings.isPending) return <TabLoading />;
  if (listings.isError) {
    return (
      <StatusPanel
        tone="error"
        icon={<WarningOutlined />}
        title={t`Failed to load tickets`}
        actions={
          <Button onClick={() => void listings.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        }
      >
        <p>{errorMessage(listings.error, i18n)}</p>
      </StatusPanel>
    );
  }
  if (listings.data.length === 0) {
    return (
      <StatusPanel
        icon={<TagsOutlined />}
        title={t`You haven’t listed any tickets yet`}
        actions={
          <ButtonLink href="/sell" type="primary">
            <Trans>Sell Tickets</Trans>
          </ButtonLink>
        }
      >
        <p>
          <Trans>Can’t make it to an event? List your tickets and our team will review them within hours.</Trans>
        </p>
      </StatusPanel>
    );
  }
  const listingCount = listings.data.length;
  return (
    <>
      <EarningsSummary />
      <SellerTaxInvoices sales={sales.data} />
      <SellerStatement />
      <DisputesList role="seller" />
      <ReceivedRatings />
      {sales.isError && (
        <p className="sales-error" role="alert">
          <Trans>Failed to load sold tickets</Trans>{' '}
          <Button size="small" onClick={() => void sales.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </p>
      )}
      <p className="results-count">
        <Plural value={listingCount} one="# listing" other="# listings" />
      </p>
      <ul className="own-listings">
        {listings.data.map((listing) => (
          <OwnListingCard key={listing.id} listing={listing} sales={byListing.get(listing.id)} payouts={payouts.data} />
        ))}
      </ul>
    </>
  );
}

import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ShoppingOutlined, WarningOutlined } from '../../shared/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { isCompletedTransfer } from '@ticketsetu/contracts/transfers';
import { lazy, Suspense, useState } from 'react';
import { errorMessage } from '../../shared/api/api-error';
import { Button } from '../../shared/ui/Button';
import { ButtonLink } from '../../shared/ui/links';
import { StatusPanel } from '../../shared/ui/StatusPanel';
import { DisputesList } from '../disputes';
import { LazyOpenDisputeModal } from '../disputes';
import { givenRatingsQuery } from '../sellers';
import { LazyRateSellerModal } from '../sellers';
import { AlertsSection } from '../alerts';
import { WaitlistSection } from '../waitlist';
import { TabLoading } from './TabLoading';
import { PurchaseCard } from './PurchaseCard';
import {
  myPayoutsQuery,
  myTaxDocumentsQuery,
  payoutsOf,
  type Purchase,
  purchasesQuery,
  taxDocumentsOf,
} from './queries';
import { RewardsSummary } from './RewardsSummary';

const routeApi = getRouteApi('/tickets');

// Asked only when the buyer presses 'I have received my tickets': fetched then.
const ConfirmReceivedModal = lazy(() =>
  import('./ConfirmReceivedModal').then((m) => ({ default: m.ConfirmReceivedModal })),
);

/**
 * Your Purchases: the rewards credit, the waiting lists (with any seats held for the buyer), the ticket alerts, the
 * buyer's disputes, then each purchase newest first with its transfer status and actions.
 */
export function PurchasesTab() {
  return (
    <>
      <RewardsSummary />
      <WaitlistSection />
      <AlertsSection />
      <DisputesList role="buyer" />
      <PurchaseList />
    </>
  );
}

function PurchaseList() {
  const { i18n, t } = useLingui();
  const purchases = useQuery(purchasesQuery());
  // The refunds fill in each card's money line; until they load (or if they fail) the cards show without.
  const payouts = useQuery(myPayoutsQuery());
  // One list of the buyer's invoices for every card (joined by transaction); cards show without it until then.
  const taxDocuments = useQuery(myTaxDocumentsQuery('buyer'));
  // The ratings the buyer gave (ADR 65); until they load, no card offers to rate.
  const ratings = useQuery(givenRatingsQuery());
  const [confirming, setConfirming] = useState<Purchase | null>(null);
  const [reporting, setReporting] = useState<Purchase | null>(null);
  const [rating, setRating] = useState<Purchase | null>(null);
  const { rate } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();

  // From the email's "Rate them" link: that purchase's rating asks at once, while it is due.
  const fromEmail =
    rate && ratings.data
      ? purchases.data?.find(
          (purchase) =>
            purchase.id === rate && isCompletedTransfer(purchase.transfer_status) && !ratings.data.has(purchase.id),
        )
      : undefined;
  const ratingFor = rating ?? fromEmail ?? null;
  const closeRating = () => {
    setRating(null);
    if (rate) void navigate({ search: (prev) => ({ ...prev, rate: undefined }), replace: true });
  };

  if (purchases.isPending) return <TabLoading label={t`Loading your purchases`} />;
  if (purchases.isError) {
    return (
      <StatusPanel
        tone="error"
        icon={<WarningOutlined />}
        title={t`Failed to load purchased tickets`}
        actions={
          <Button onClick={() => void purchases.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        }
      >
        <p>{errorMessage(purchases.error, i18n)}</p>
      </StatusPanel>
    );
  }
  if (purchases.data.length === 0) {
    return (
      <StatusPanel
        icon={<ShoppingOutlined />}
        title={t`No purchases yet`}
        actions={
          <>
            <ButtonLink href="/events" type="primary">
              <Trans>Browse Events</Trans>
            </ButtonLink>
            <ButtonLink href="/sell">
              <Trans>Sell Tickets</Trans>
            </ButtonLink>
          </>
        }
      >
        <p>
          <Trans>Tickets you buy show here with their transfer status, courier and tracking number.</Trans>
        </p>
      </StatusPanel>
    );
  }
  const purchaseCount = purchases.data.length;
  return (
    <>
      <p className="results-count">
        <Plural value={purchaseCount} one="# purchase" other="# purchases" />
      </p>
      <ul className="own-listings" aria-label={t`Your purchases`}>
        {purchases.data.map((purchase) => (
          <PurchaseCard
            key={purchase.id}
            purchase={purchase}
            refunds={payoutsOf(payouts.data, purchase.id).filter((payout) => payout.type === 'buyer_refund')}
            taxDocuments={taxDocumentsOf(taxDocuments.data, purchase.transaction_id)}
            rating={ratings.data?.get(purchase.id)}
            onConfirm={setConfirming}
            onReport={setReporting}
            onRate={ratings.data ? setRating : undefined}
          />
        ))}
      </ul>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmReceivedModal purchase={confirming} onClose={() => setConfirming(null)} onConfirmed={setRating} />
        </Suspense>
      )}
      {ratingFor && (
        <Suspense fallback={null}>
          <LazyRateSellerModal
            key={`rating-${ratingFor.id}`}
            purchase={ratingFor}
            rating={ratings.data?.get(ratingFor.id)}
            onClose={closeRating}
          />
        </Suspense>
      )}
      {reporting && (
        <Suspense fallback={null}>
          <LazyOpenDisputeModal
            key={`dispute-${reporting.id}`}
            purchase={reporting}
            onClose={() => setReporting(null)}
          />
        </Suspense>
      )}
    </>
  );
}

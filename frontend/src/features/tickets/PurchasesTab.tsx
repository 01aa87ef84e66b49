import { ShoppingOutlined, WarningOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/api-error';
import { ButtonLink } from '../../shared/ui/links';
import { StatusPanel } from '../../shared/ui/StatusPanel';
import { DisputesList } from '../disputes/DisputesList';
import { OpenDisputeModal } from '../disputes/OpenDisputeModal';
import { WaitlistSection } from '../waitlist/WaitlistSection';
import { ConfirmReceivedModal } from './ConfirmReceivedModal';
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

export const PURCHASES_LOAD_FAILED = 'Failed to load purchased tickets';

/**
 * Your Purchases: the rewards credit, the waiting lists (with any seats held for the buyer), the
 * buyer's disputes, then each purchase newest first with its transfer status and actions.
 */
export function PurchasesTab() {
  return (
    <>
      <RewardsSummary />
      <WaitlistSection />
      <DisputesList role="buyer" />
      <PurchaseList />
    </>
  );
}

function PurchaseList() {
  const purchases = useQuery(purchasesQuery());
  // The refunds fill in each card's money line; until they load (or if they fail) the cards show without.
  const payouts = useQuery(myPayoutsQuery());
  // One list of the buyer's invoices for every card (joined by transaction); cards show without it until then.
  const taxDocuments = useQuery(myTaxDocumentsQuery('buyer'));
  const [confirming, setConfirming] = useState<Purchase | null>(null);
  const [reporting, setReporting] = useState<Purchase | null>(null);

  if (purchases.isPending) {
    return (
      <div className="own-listings" role="status" aria-label="Loading your purchases">
        {[0, 1].map((i) => (
          <div key={i} className="own-listing">
            <Skeleton active paragraph={{ rows: 3 }} />
          </div>
        ))}
      </div>
    );
  }
  if (purchases.isError) {
    return (
      <StatusPanel
        tone="error"
        icon={<WarningOutlined />}
        title={PURCHASES_LOAD_FAILED}
        actions={<Button onClick={() => void purchases.refetch()}>Retry</Button>}
      >
        <p>{errorMessage(purchases.error)}</p>
      </StatusPanel>
    );
  }
  if (purchases.data.length === 0) {
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
  return (
    <>
      <p className="results-count">
        {purchases.data.length} {purchases.data.length === 1 ? 'purchase' : 'purchases'}
      </p>
      <ul className="own-listings" aria-label="Your purchases">
        {purchases.data.map((purchase) => (
          <PurchaseCard
            key={purchase.id}
            purchase={purchase}
            refunds={payoutsOf(payouts.data, purchase.id).filter((payout) => payout.type === 'buyer_refund')}
            taxDocuments={taxDocumentsOf(taxDocuments.data, purchase.transaction_id)}
            onConfirm={setConfirming}
            onReport={setReporting}
          />
        ))}
      </ul>
      <ConfirmReceivedModal purchase={confirming} onClose={() => setConfirming(null)} />
      <OpenDisputeModal
        key={`dispute-${reporting?.id ?? ''}`}
        purchase={reporting}
        onClose={() => setReporting(null)}
      />
    </>
  );
}

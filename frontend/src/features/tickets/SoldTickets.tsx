import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DownOutlined, UpOutlined, WarningOutlined } from '../../shared/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { awaitsMobileTransfer as awaitsTransfer } from '@ticketsetu/contracts/transfers';
import { lazy, Suspense, useId, useState } from 'react';
import { formatDateTimeIst } from '../../shared/format';
import { useLocale } from '../../shared/i18n';
import { AppLink } from '../../shared/ui/links';
import { ToneTag } from '../../shared/ui/ToneTag';
import { myDisputesQuery, openDisputeOn } from '../disputes';
import type { OwnListing } from '../selling';
import { ChangePayoutUpiModal } from './ChangePayoutUpiModal';
import { canChangePayoutUpiId, salePayout, tdsLine, upiChangeLine } from './money-words';
import { MoneyLines } from './MoneyLines';
import { type OwnPayout, payoutsOf, type Sale } from './queries';
import { TransferInstructionsModal, type InstructionsTarget } from './TransferInstructionsModal';
import { TransferStatusBadge } from '../../shared/ui/transfer-status';
import { ProofFileLinks } from './ProofFileLinks';
import type { UploadProofTarget } from './UploadProofModal';
import { Button } from '../../shared/ui/Button';

// The proof upload (its file picker and progress) is fetched when a seller opens it, not with Your Listings.
const UploadProofModal = lazy(() => import('./UploadProofModal').then((m) => ({ default: m.UploadProofModal })));

/**
 * The seller has something to do: the buyer waits for the mobile transfer. Only then are Upload Proof
 * and Transfer Instructions offered (spec 2, Tickets; the server takes proof only then too).
 */
export function awaitsMobileTransfer(sale: Pick<Sale, 'transfer_status'>): boolean {
  return awaitsTransfer(sale.transfer_status);
}

/** The spec's red dot: a transfer of this listing waits for the seller's mobile transfer. */
export function AttentionDot({ count }: { count: number }) {
  const { t } = useLingui();
  if (count === 0) return null;
  const label = t`${plural(count, {
    one: 'A transfer awaits your mobile transfer',
    other: '# transfers await your mobile transfer',
  })}`;
  return <span className="attention-dot" role="img" aria-label={label} title={label} />;
}

/**
 * Show/Hide Sold Tickets under a listing: a table of its sales (quantity, date of purchase, status, the
 * payout, uploaded proof and actions: Upload Proof and Transfer Instructions while the buyer waits for
 * the mobile transfer, the dispute when the buyer opened one).
 */
export function SoldTickets({
  listing,
  sales,
  payouts,
}: {
  listing: OwnListing;
  sales: readonly Sale[];
  /** The seller's payouts (joined to each sale by its transfer). */
  payouts?: readonly OwnPayout[];
}) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const [shown, setShown] = useState(false);
  const [uploading, setUploading] = useState<UploadProofTarget | null>(null);
  const [instructing, setInstructing] = useState<InstructionsTarget | null>(null);
  const [changingUpi, setChangingUpi] = useState<OwnPayout | null>(null);
  const tableId = useId();
  const disputed = sales.some((sale) => sale.dispute_open);
  // Only asked for when a sale is disputed (to link to the dispute).
  const disputes = useQuery({ ...myDisputesQuery(), enabled: disputed && shown });
  const eventTitle = listing.event_title ?? t`Your sale`;

  if (sales.length === 0) return null;
  const count = sales.length;

  return (
    <div className="sold-tickets">
      <Button
        className="sold-tickets__toggle"
        aria-expanded={shown}
        aria-controls={tableId}
        icon={shown ? <UpOutlined aria-hidden="true" /> : <DownOutlined aria-hidden="true" />}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? <Trans>Hide Sold Tickets ({count})</Trans> : <Trans>Show Sold Tickets ({count})</Trans>}
      </Button>
      {shown && (
        <table id={tableId} className="sold-table">
          <caption className="sr-only">
            <Trans>Sold tickets: {eventTitle}</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Quantity</Trans>
              </th>
              <th scope="col">
                <Trans>Date of purchase</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
              <th scope="col">
                <Trans>Payout</Trans>
              </th>
              <th scope="col">
                <Trans>Proof</Trans>
              </th>
              <th scope="col">
                <Trans>Actions</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {sales.map((sale) => {
              const dispute = sale.dispute_open ? openDisputeOn(disputes.data, sale.id) : undefined;
              const payout = payoutsOf(payouts, sale.id).find((p) => p.type === 'seller_payout');
              const reference = dispute?.reference;
              return (
                <tr key={sale.id} className={awaitsMobileTransfer(sale) ? 'is-waiting' : undefined}>
                  <td data-label={t`Quantity`}>{sale.quantity}</td>
                  <td data-label={t`Date of purchase`}>
                    <time dateTime={sale.transferred_at}>{formatDateTimeIst(sale.transferred_at, locale)}</time>
                  </td>
                  <td data-label={t`Status`}>
                    <span className="sold-status">
                      {awaitsMobileTransfer(sale) && <AttentionDot count={1} />}
                      <TransferStatusBadge status={sale.transfer_status} />
                      {sale.dispute_open && (
                        <ToneTag tone="danger">
                          <WarningOutlined aria-hidden="true" /> <Trans>Dispute open</Trans>
                        </ToneTag>
                      )}
                    </span>
                    {sale.transfer_type === 'physical' && sale.courier_name && (
                      <span className="sold-muted">
                        {sale.courier_name}
                        {sale.tracking_number && ` · ${sale.tracking_number}`}
                      </span>
                    )}
                  </td>
                  <td data-label={t`Payout`}>
                    <MoneyLines
                      lines={[salePayout(i18n, sale, payout), ...tdsLine(i18n, payout), ...upiChangeLine(i18n, payout)]}
                      label={t`Payout`}
                    />
                    {canChangePayoutUpiId(payout) && (
                      <Button size="small" className="sold-upi-change" onClick={() => setChangingUpi(payout)}>
                        <Trans>Change UPI ID</Trans>
                      </Button>
                    )}
                  </td>
                  <td data-label={t`Proof`}>
                    {sale.transfer_type === 'mobile' ? (
                      <ProofFileLinks sale={sale} />
                    ) : (
                      <span className="sold-muted">
                        <Trans>Courier pickup</Trans>
                      </span>
                    )}
                  </td>
                  <td data-label={t`Actions`}>
                    <div className="sold-actions">
                      {awaitsMobileTransfer(sale) && (
                        <>
                          <Button size="small" type="primary" onClick={() => setUploading({ sale, eventTitle })}>
                            <Trans>Upload Proof</Trans>
                          </Button>
                          <Button size="small" onClick={() => setInstructing({ sale, listing })}>
                            <Trans>Transfer Instructions</Trans>
                          </Button>
                        </>
                      )}
                      {dispute && (
                        <AppLink href={`/disputes/${encodeURIComponent(dispute.id)}`} className="sold-dispute-link">
                          <Trans>Answer dispute {reference}</Trans>
                        </AppLink>
                      )}
                      {!awaitsMobileTransfer(sale) && !dispute && <span className="sold-muted">—</span>}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {uploading && (
        <Suspense fallback={null}>
          <UploadProofModal key={`proof-${uploading.sale.id}`} target={uploading} onClose={() => setUploading(null)} />
        </Suspense>
      )}
      <TransferInstructionsModal target={instructing} onClose={() => setInstructing(null)} />
      <ChangePayoutUpiModal
        key={`upi-${changingUpi?.id ?? ''}`}
        payout={changingUpi}
        onClose={() => setChangingUpi(null)}
      />
    </div>
  );
}

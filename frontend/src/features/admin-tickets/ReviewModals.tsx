import { DownloadOutlined, FileOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react';
import { Button, Descriptions, type DescriptionsProps, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { formatDateTimeIst, formatEventDate, formatInr } from '../../shared/format';
import { useNotify } from '../../shared/notify';
import { EmailText } from '../../shared/ui/EmailText';
import { seatLabel } from '../events';
import { ListingStatusBadge } from '../selling';
import { formatFileSize } from '../../shared/format';
import { DOWNLOAD_FAILED, downloadFile } from './download';
import {
  type ListingFile,
  type ReviewDecision,
  type ReviewListing,
  useReviewDecision,
  useSaveRemarks,
} from './queries';
import { ProofFlagList } from './proof-flags';
import { DuplicateFlag, REVIEW_MESSAGES, reviewTypeLabel, shortId } from './review-labels';

export interface DecisionTarget {
  listing: ReviewListing;
  decision: ReviewDecision;
}

const REMARKS_MAX = 1000;

function sellerName(listing: ReviewListing): string {
  return listing.seller.full_name || listing.seller.email;
}

/** One line naming the listing in confirmations: event, price × quantity, seller. */
function ListingSummary({ listing }: { listing: ReviewListing }) {
  return (
    <p className="review-summary">
      <strong>{listing.event_title ?? 'Unknown event'}</strong>
      <br />
      {formatInr(listing.price)} × {listing.quantity} · {reviewTypeLabel(listing)} · {sellerName(listing)}
    </p>
  );
}

/** Every field of a listing and its proof files (each download confirmed first): the details drawer's body. */
export function ListingDetails({ listing }: { listing: ReviewListing }) {
  const [modal, confirmHolder] = Modal.useModal();
  const notify = useNotify();
  const { i18n } = useLingui();

  const confirmDownload = (file: ListingFile) =>
    modal.confirm({
      title: `Download ${file.name}?`,
      content: 'This is the seller’s proof of ticket. Keep it private and delete your copy after the review.',
      okText: 'Download',
      cancelText: 'Cancel',
      icon: <DownloadOutlined />,
      onOk: () => downloadFile(file.url, file.name).catch(() => notify(DOWNLOAD_FAILED)),
    });

  const items: DescriptionsProps['items'] = [
    { key: 'event', label: 'Event', children: listing.event_title ?? '—' },
    { key: 'venue', label: 'Venue', children: listing.event_venue ?? '—' },
    {
      key: 'date',
      label: 'Event date',
      children: listing.event_date ? formatEventDate(listing.event_date) : '—',
    },
    { key: 'seller', label: 'Seller', children: listing.seller.full_name || '—' },
    { key: 'email', label: 'Email', children: <EmailText email={listing.seller.email} /> },
    { key: 'phone', label: 'Phone', children: listing.seller.phone ?? '—' },
    { key: 'price', label: 'Price per ticket', children: formatInr(listing.price) },
    {
      key: 'quantity',
      label: 'Tickets',
      children: `${listing.quantity} listed · ${listing.sold_quantity} sold · ${listing.available_quantity} available`,
    },
    { key: 'seat', label: 'Seat', children: seatLabel(i18n, listing) },
    { key: 'type', label: 'Type', children: reviewTypeLabel(listing) },
    ...(listing.ticket_type === 'physical'
      ? [{ key: 'pickup', label: 'Pickup address', children: listing.pickup_address ?? '—' }]
      : []),
    { key: 'upi', label: 'UPI ID', children: listing.upi_id },
    // Whose account the payout goes to, as the seller confirmed it (only where names are checked).
    ...(listing.upi_name ? [{ key: 'upi-name', label: 'UPI ID registered to', children: listing.upi_name }] : []),
    {
      key: 'status',
      label: 'Status',
      children: (
        <span className="review-status">
          <ListingStatusBadge status={listing.status} />
          <DuplicateFlag ids={listing.possible_duplicate_of} />
        </span>
      ),
    },
    { key: 'listed', label: 'Listed', children: formatDateTimeIst(listing.listed_at) },
    ...(listing.decided_at
      ? [{ key: 'decided', label: 'Decided', children: formatDateTimeIst(listing.decided_at) }]
      : []),
    { key: 'remarks', label: 'Remarks', children: listing.remarks || '—' },
    { key: 'id', label: 'Listing ID', children: <span title={listing.id}>{shortId(listing.id)}</span> },
  ];

  return (
    <>
      {confirmHolder}
      <Descriptions size="small" bordered column={1} items={items} className="review-details" />
      <h2 className="review-files__title">What the proofs show</h2>
      {listing.proofs_checked_at ? (
        listing.proof_flags.length ? (
          <ProofFlagList flags={listing.proof_flags} />
        ) : (
          <p className="review-files__empty">One distinct ticket code per ticket, unlike any other seller's.</p>
        )
      ) : (
        <p className="review-files__empty">The codes on its proofs are still being read.</p>
      )}
      <h2 className="review-files__title">Proof files</h2>
      {listing.files.length === 0 ? (
        <p className="review-files__empty">The seller uploaded no files.</p>
      ) : (
        <ul className="review-files">
          {listing.files.map((file) => (
            <li key={file.id} className="review-file">
              <FileOutlined aria-hidden="true" className="review-file__icon" />
              <span className="review-file__name">
                {file.name}
                <span className="review-file__meta">
                  {file.content_type} · {formatFileSize(file.size)}
                </span>
              </span>
              <Button
                size="small"
                icon={<DownloadOutlined aria-hidden="true" />}
                onClick={() => confirmDownload(file)}
                aria-label={`Download ${file.name}`}
              >
                Download
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Staff notes on a listing (shown to the seller on their tickets page). */
export function RemarksModal({ listing, onClose }: { listing: ReviewListing | null; onClose: () => void }) {
  const [remarks, setRemarks] = useState(listing?.remarks ?? '');
  const save = useSaveRemarks();
  const notify = useNotify();
  const fieldId = useId();

  const submit = () =>
    listing &&
    save.mutateAsync({ id: listing.id, remarks }).then(
      () => {
        notify(REVIEW_MESSAGES.remarksSaved);
        onClose();
      },
      () => notify(REVIEW_MESSAGES.remarksFailed),
    );

  return (
    <Modal
      open={listing !== null}
      title="Add remarks"
      okText="Save remarks"
      onOk={() => void submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
    >
      {listing && <ListingSummary listing={listing} />}
      <label htmlFor={fieldId} className="review-label">
        Remarks
      </label>
      <Input.TextArea
        id={fieldId}
        rows={4}
        maxLength={REMARKS_MAX}
        showCount
        value={remarks}
        onChange={(event) => setRemarks(event.target.value)}
        placeholder="Notes for the team and the seller"
      />
    </Modal>
  );
}

const decisionCopy: Record<ReviewDecision, { title: string; ok: string; text: string; success: string }> = {
  verify: {
    title: 'Verify this listing?',
    ok: 'Verify',
    text: 'The tickets go on sale at once and the seller is emailed.',
    success: REVIEW_MESSAGES.verified,
  },
  reject: {
    title: 'Reject this listing?',
    ok: 'Reject',
    text: 'The listing is cancelled and the seller is emailed that it could not be verified.',
    success: REVIEW_MESSAGES.rejected,
  },
};

/** Verify or reject, with an optional remark saved with the decision. */
export function DecisionModal({ target, onClose }: { target: DecisionTarget | null; onClose: () => void }) {
  const [remarks, setRemarks] = useState('');
  const decide = useReviewDecision();
  const notify = useNotify();
  const fieldId = useId();
  const copy = decisionCopy[target?.decision ?? 'verify'];

  const submit = () =>
    target &&
    decide.mutateAsync({ id: target.listing.id, decision: target.decision, remarks }).then(
      () => {
        notify(copy.success);
        onClose();
      },
      () => {
        notify(REVIEW_MESSAGES.decisionFailed);
        onClose();
      },
    );

  return (
    <Modal
      open={target !== null}
      title={copy.title}
      okText={copy.ok}
      okButtonProps={{ danger: target?.decision === 'reject' }}
      onOk={() => void submit()}
      confirmLoading={decide.isPending}
      onCancel={onClose}
    >
      {target && <ListingSummary listing={target.listing} />}
      {target && <ProofFlagList flags={target.listing.proof_flags} />}
      <p className="review-modal__text">{copy.text}</p>
      <label htmlFor={fieldId} className="review-label">
        Remark (optional)
      </label>
      <Input.TextArea
        id={fieldId}
        rows={3}
        maxLength={REMARKS_MAX}
        showCount
        value={remarks}
        onChange={(event) => setRemarks(event.target.value)}
        placeholder={target?.decision === 'reject' ? 'Why it could not be verified' : 'Anything the team should know'}
      />
    </Modal>
  );
}

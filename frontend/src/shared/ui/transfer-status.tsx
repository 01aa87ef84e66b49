import { ToneTag, type Tone } from './ToneTag';
import type { TransferStatus } from '@ticketsetu/contracts/transfers';

/**
 * The buyer's transfer badge (spec section 4): waiting yellow, in progress blue, done green, failed
 * red; refunded (the buyer got everything back after a dispute, ADR 32) grey. Both paths: mobile
 * (awaiting transfer, sent, confirmed) and physical (awaiting pickup, picked up, in transit, delivered).
 */
const statuses: Record<TransferStatus, { label: string; tone: Tone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  awaiting_mobile_transfer: { label: 'Awaiting Mobile Transfer', tone: 'warning' },
  awaiting_pickup: { label: 'Awaiting Pickup', tone: 'warning' },
  mobile_transfer_sent: { label: 'Mobile Transfer Sent', tone: 'info' },
  picked_up: { label: 'Picked Up', tone: 'info' },
  in_transit: { label: 'In Transit', tone: 'info' },
  mobile_transfer_confirmed: { label: 'Transfer Confirmed', tone: 'success' },
  delivered: { label: 'Delivered', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  refunded: { label: 'Refunded', tone: 'neutral' },
};

/** 'awaiting_pickup' -> 'Awaiting Pickup'; a status the page does not know yet is capitalised. */
export function transferStatusLabel(status: string): string {
  const known = statuses[status as TransferStatus];
  if (known) return known.label;
  const words = status.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function transferStatusTone(status: string): Tone {
  return statuses[status as TransferStatus]?.tone ?? 'neutral';
}

export function TransferStatusBadge({ status }: { status: string }) {
  return <ToneTag tone={transferStatusTone(status)}>{transferStatusLabel(status)}</ToneTag>;
}

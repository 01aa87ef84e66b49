import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
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

/**
 * The same labels in the reader's language (issue 37); the English of each is the one above, which the
 * back office shows (transfer-status.test.ts holds them equal).
 */
const texts: Record<TransferStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  awaiting_mobile_transfer: msg`Awaiting Mobile Transfer`,
  awaiting_pickup: msg`Awaiting Pickup`,
  mobile_transfer_sent: msg`Mobile Transfer Sent`,
  picked_up: msg`Picked Up`,
  in_transit: msg`In Transit`,
  mobile_transfer_confirmed: msg`Transfer Confirmed`,
  delivered: msg`Delivered`,
  failed: msg`Failed`,
  refunded: msg`Refunded`,
};

/** 'awaiting_pickup' -> 'Awaiting Pickup'; a status the page does not know yet is capitalised. */
export function transferStatusLabel(status: string): string {
  const known = statuses[status as TransferStatus];
  if (known) return known.label;
  const words = status.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A transfer's status in the page's language: 'awaiting_pickup' -> 'Awaiting Pickup' in English. */
export function transferStatusText(i18n: I18n, status: string): string {
  return Object.hasOwn(texts, status) ? i18n._(texts[status as TransferStatus]) : transferStatusLabel(status);
}

export function transferStatusTone(status: string): Tone {
  return statuses[status as TransferStatus]?.tone ?? 'neutral';
}

export function TransferStatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  return <ToneTag tone={transferStatusTone(status)}>{transferStatusText(i18n, status)}</ToneTag>;
}

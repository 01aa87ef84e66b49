import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ResaleCap } from '@ticketsetu/contracts/money';
import { formatInr } from '../../shared/format';

/**
 * How an event caps resale, in the reader's language: 'face value + 20%' or '₹1,500.00 per ticket'
 * (contracts/money `resaleCapLabel`'s English). The event page and the sell form both say it.
 */
export function capLabel(i18n: I18n, cap: ResaleCap): string {
  if (cap.rule === 'percent') {
    const percent = cap.percent;
    return i18n._(msg`face value + ${percent}%`);
  }
  const price = formatInr(cap.maxPrice);
  return i18n._(msg`${price} per ticket`);
}

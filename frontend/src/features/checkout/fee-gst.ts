import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paise } from '@ticketsetu/contracts/money';
import { feeWithGst } from '@ticketsetu/contracts/tax';
import { formatInr } from '../../shared/format';

/**
 * 'Platform fee ₹X + GST ₹Y': the GST inside the tax-inclusive 'Platform Fees + Taxes' (issue 19), in
 * the words of the order emails, in the page's language; null when there is no fee. `at` picks the GST
 * rate in force.
 */
export function feeGstLine(i18n: I18n, fee: number, at: Date): string | null {
  if (fee <= 0) return null;
  const parts = feeWithGst(paise(fee), at);
  const platformFee = formatInr(parts.fee);
  const gst = formatInr(parts.gst);
  return i18n._(msg`Platform fee ${platformFee} + GST ${gst}`);
}

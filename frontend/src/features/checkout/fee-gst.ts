import { paise } from '@ticketsetu/contracts/money';
import { feeWithGst } from '@ticketsetu/contracts/tax';
import { formatInr } from '../../shared/format';

/**
 * 'Platform fee ₹X + GST ₹Y': the GST inside the tax-inclusive 'Platform Fees + Taxes' (issue 19), in
 * the words of the order emails; null when there is no fee. `at` picks the GST rate in force.
 */
export function feeGstLine(fee: number, at: Date): string | null {
  if (fee <= 0) return null;
  const parts = feeWithGst(paise(fee), at);
  return `Platform fee ${formatInr(parts.fee)} + GST ${formatInr(parts.gst)}`;
}

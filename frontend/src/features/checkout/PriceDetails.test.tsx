import { paise } from '@ticketsetu/contracts/money';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../test/i18n';
import { inLanguage } from '../../test/in-language';
import { feeGstLine } from './fee-gst';
import { PriceDetails, type PriceDetailsProps } from './PriceDetails';

function renderPrices(fee: number, buyerFeePercent: number) {
  const subtotal = 1_200_000;
  const props: PriceDetailsProps = {
    price: 600_000,
    quantity: 2,
    buyerFeePercent,
    figures: { subtotal: paise(subtotal), fee: paise(fee), creditApplied: paise(0), total: paise(subtotal + fee) },
    rewardsCredit: 0,
  };
  render(<PriceDetails {...props} />, { wrapper: inLanguage() });
  return screen.getByLabelText('Price details');
}

describe('PriceDetails: the GST inside Platform Fees + Taxes (issue 19)', () => {
  it('keeps the fee row as it was and says the fee and its GST under it', () => {
    const prices = renderPrices(30_000, 2.5);
    expect(prices).toHaveTextContent('Platform Fees + Taxes (2.5%)₹300.00');
    // ₹300.00 × 18/118 = ₹45.7627…, half-up to ₹45.76; the fee is the rest.
    expect(screen.getByText('Platform fee ₹254.24 + GST ₹45.76')).toBeInTheDocument();
    expect(prices).toHaveTextContent('Total₹12,300.00');
  });

  it('says nothing of GST when there is no fee', () => {
    const prices = renderPrices(0, 0);
    expect(prices).toHaveTextContent('Platform Fees + Taxes₹0.00');
    expect(prices).not.toHaveTextContent('GST');
  });
});

const i18n = testI18n();

describe('feeGstLine', () => {
  it('splits a tax-inclusive fee at the rate of the day, in Indian grouping', () => {
    expect(feeGstLine(i18n, 12_495, new Date('2026-11-25T10:00:00.000Z'))).toBe('Platform fee ₹105.89 + GST ₹19.06');
    expect(feeGstLine(i18n, 1_180_000, new Date('2026-11-25T10:00:00.000Z'))).toBe(
      'Platform fee ₹10,000.00 + GST ₹1,800.00',
    );
    expect(feeGstLine(i18n, 1, new Date('2026-11-25T10:00:00.000Z'))).toBe('Platform fee ₹0.01 + GST ₹0.00');
  });

  it('is null for no fee', () => {
    expect(feeGstLine(i18n, 0, new Date('2026-11-25T10:00:00.000Z'))).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import { TRANSFER_STATUSES } from '@ticketsetu/contracts/transfers';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../test/i18n';
import { renderIn } from '../../test/in-language';
import { foreignLatinWords } from '../../test/latin-script';
import { transferStatusLabel, transferStatusText, TransferStatusBadge } from './transfer-status';

describe('transfer status', () => {
  it('is the same label in English as the back office shows, and Hindi in Devanagari', () => {
    const [en, hi] = [testI18n('en'), testI18n('hi')];
    for (const status of TRANSFER_STATUSES) {
      expect(transferStatusText(en, status)).toBe(transferStatusLabel(status));
      expect(transferStatusText(hi, status)).not.toBe(transferStatusLabel(status));
      expect(foreignLatinWords(transferStatusText(hi, status))).toEqual([]);
    }
    // A status the page does not know yet reads as its words, in either language.
    expect(transferStatusText(hi, 'lost_in_post')).toBe('Lost in post');
  });

  it('draws its badge in the page’s language', () => {
    renderIn(<TransferStatusBadge status="awaiting_pickup" />, 'hi');
    expect(screen.getByText('पिकअप का इंतज़ार')).toBeInTheDocument();
  });
});

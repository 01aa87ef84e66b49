import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderIn } from '../../test/in-language';
import { foreignLatinWords } from '../../test/latin-script';
import { UpiNameConfirm } from './UpiNameConfirm';

const question = { upiId: 'asha@okhdfc', registeredName: 'ASHA RAO' };

describe('UpiNameConfirm', () => {
  it('asks whose the UPI ID is, in the spec’s words', async () => {
    const onAnswer = vi.fn();
    renderIn(<UpiNameConfirm question={question} onAnswer={onAnswer} />);
    const dialog = screen.getByRole('dialog', { name: 'Is this your UPI ID?' });
    expect(dialog).toHaveTextContent('asha@okhdfc is registered to ASHA RAO.');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Yes, it’s mine' }));
    expect(onAnswer).toHaveBeenCalledWith(true);
  });

  it('asks it in Hindi on a Hindi page', async () => {
    const onAnswer = vi.fn();
    renderIn(<UpiNameConfirm question={{ ...question, registeredName: null }} onAnswer={onAnswer} />, 'hi');
    const dialog = screen.getByRole('dialog', { name: 'क्या यह आपकी UPI आईडी है?' });
    expect(dialog).toHaveTextContent('asha@okhdfc मौजूद है, लेकिन इसके बैंक ने हमें वह नाम नहीं बताया');
    expect(foreignLatinWords(dialog.textContent ?? '')).toEqual([]);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'नहीं, इसे बदलें' }));
    expect(onAnswer).toHaveBeenCalledWith(false);
  });
});

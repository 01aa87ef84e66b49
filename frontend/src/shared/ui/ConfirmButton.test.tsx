import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmButton } from './ConfirmButton';
import { renderIn as render } from '../../test/in-language';

function renderConfirm(onConfirm: () => Promise<unknown> | void) {
  render(
    <ConfirmButton
      title="Leave this waiting list?"
      description="You will not be offered tickets for this event."
      okText="Leave"
      cancelText="Stay"
      dangerous
      onConfirm={onConfirm}
      aria-label="Leave the waiting list: Kabaddi Finals Night"
    >
      Leave
    </ConfirmButton>,
  );
  return screen.getByRole('button', { name: 'Leave the waiting list: Kabaddi Finals Night' });
}

describe('ConfirmButton', () => {
  it('asks in a dialog named by its question, and does nothing on no', async () => {
    const user = userEvent.setup({ delay: null });
    const onConfirm = vi.fn();
    await user.click(renderConfirm(onConfirm));
    const dialog = screen.getByRole('dialog', { name: 'Leave this waiting list?' });
    expect(dialog).toHaveTextContent('You will not be offered tickets for this event.');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('runs the yes, busy until it settles, then closes', async () => {
    const user = userEvent.setup({ delay: null });
    let settle!: () => void;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    await user.click(renderConfirm(onConfirm));
    const yes = screen.getByRole('button', { name: 'Leave' });
    expect(yes).toHaveClass('ts-btn--danger');
    await user.click(yes);
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(yes).toHaveAttribute('aria-busy', 'true');
    settle();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

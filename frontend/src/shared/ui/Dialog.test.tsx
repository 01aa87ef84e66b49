import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button, Dialog } from '.';
import { renderIn as render, renderToStringIn } from '../../test/in-language';

function Demo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Verify
      </button>
      <Dialog
        open={open}
        title="Verify your mobile"
        description="We sent a code to +91 98765 43210."
        onCancel={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>Done</Button>}
      >
        <label htmlFor="otp">Code</label>
        <input id="otp" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its line, its first field focused', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Demo />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const dialog = screen.getByRole('dialog', { name: 'Verify your mobile' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('We sent a code to +91 98765 43210.');
    expect(screen.getByLabelText('Code')).toHaveFocus();
  });

  it('keeps Tab inside, both ways round', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Demo />);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
  });

  it('closes on Esc, the ✕ or the backdrop, and gives focus back to what opened it', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Demo />);
    const opener = screen.getByRole('button', { name: 'Verify' });

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(document.querySelector('.ts-dialog__backdrop')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('can stay open on a press on the backdrop, where a stray tap must not lose what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const onCancel = vi.fn();
    render(
      <Dialog open title="Enter OTP" closeOnBackdrop={false} onCancel={onCancel}>
        <input aria-label="Code" />
      </Dialog>,
    );
    await user.click(document.querySelector('.ts-dialog__backdrop')!);
    expect(onCancel).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('draws nothing on the server', () => {
    expect(renderToStringIn(<Dialog open title="Hidden" onCancel={() => {}} />)).toBe('');
  });

  it('names its ✕ in Hindi on a Hindi page', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Demo />, 'hi');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.click(screen.getByRole('button', { name: 'बंद करें' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

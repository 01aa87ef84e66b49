import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AddressForm } from './AddressForm';
import type { NewAddress } from './queries';

function renderForm(onSave: (address: NewAddress) => Promise<unknown> = () => Promise.resolve(true)) {
  const save = vi.fn(onSave);
  const cancel = vi.fn();
  renderWithProviders(<AddressForm idPrefix="address-test" saving={false} onSave={save} onCancel={cancel} />);
  return { save, cancel };
}

describe('AddressForm', () => {
  it("refuses an empty form with the spec's words tied to each field, and focuses the first", async () => {
    const user = userEvent.setup({ delay: null });
    const { save } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(save).not.toHaveBeenCalled();
    const line1 = screen.getByLabelText('Address line 1');
    expect(line1).toHaveFocus();
    expect(line1).toHaveAttribute('aria-invalid', 'true');
    expect(line1).toHaveAccessibleDescription('Address line 1 is required');
    expect(screen.getByLabelText('Area')).toHaveAccessibleDescription('Area is required');
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City is required');
    expect(screen.getByRole('combobox', { name: 'State / union territory' })).toHaveAccessibleDescription(
      'Please choose a state or union territory',
    );
    expect(screen.getByLabelText('PIN code')).toHaveAccessibleDescription('Please enter a valid 6-digit PIN code');
    // Line 2 may stay empty, and says so.
    expect(screen.getByLabelText('Address line 2 (optional)')).not.toHaveAttribute('aria-invalid');
  });

  it('checks a field again as it changes, as antd did', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    const pin = screen.getByLabelText('PIN code');
    await user.type(pin, '5600');
    expect(pin).toHaveAccessibleDescription('Please enter a valid 6-digit PIN code');
    await user.type(pin, '38');
    expect(pin).not.toHaveAttribute('aria-invalid');
    expect(pin).not.toHaveAccessibleDescription();
    // Six digits at most, as the box takes them.
    expect(pin).toHaveAttribute('maxlength', '6');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
  });

  it('is filled and sent by keyboard alone, trimmed, line 2 empty as null, and empties itself once saved', async () => {
    const user = userEvent.setup({ delay: null });
    const { save } = renderForm();

    await user.click(screen.getByLabelText('Address line 1'));
    await user.keyboard('  12, Lavelle Road ');
    await user.tab();
    expect(screen.getByLabelText('Address line 2 (optional)')).toHaveFocus();
    await user.tab();
    await user.keyboard('Ashok Nagar');
    await user.tab();
    await user.keyboard('Bengaluru');
    await user.tab();
    const state = screen.getByRole('combobox', { name: 'State / union territory' });
    expect(state).toHaveFocus();
    // Typing a letter jumps to the first state starting with it; Enter chooses it.
    await user.keyboard('{Enter}k{Enter}');
    expect(state).toHaveTextContent('Karnataka');
    await user.tab();
    await user.keyboard('560001{Enter}');

    expect(save).toHaveBeenCalledWith({
      addressLine1: '12, Lavelle Road',
      addressLine2: null,
      area: 'Ashok Nagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
    });
    expect(await screen.findByLabelText('Address line 1')).toHaveValue('');
    expect(screen.getByLabelText('PIN code')).toHaveValue('');
  });

  it('keeps what was typed when saving failed, and offers Cancel', async () => {
    const user = userEvent.setup({ delay: null });
    const { save, cancel } = renderForm(() => Promise.resolve(undefined));
    await user.type(screen.getByLabelText('Address line 1'), '7 Park Street');
    await user.type(screen.getByLabelText('Area'), 'Park Street');
    await user.type(screen.getByLabelText('City'), 'Kolkata');
    await user.click(screen.getByRole('combobox', { name: 'State / union territory' }));
    await user.click(await screen.findByTitle('West Bengal'));
    await user.type(screen.getByLabelText('PIN code'), '700016');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(save).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Address line 1')).toHaveValue('7 Park Street');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalled();
  });
});

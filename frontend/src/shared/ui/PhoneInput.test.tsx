import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Field } from './fields/Field';
import { PhoneInput } from './PhoneInput';

function Phone({ initial = '', onValue }: { initial?: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <Field id="phone" label="Mobile number" extra="India (+91)." error={undefined} required>
      {(field) => (
        <PhoneInput
          {...field}
          name="phone"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            onValue?.(event.target.value);
          }}
        />
      )}
    </Field>
  );
}

describe('PhoneInput', () => {
  it('is a national number next to a fixed +91, with the number pad and autofill of a national number', () => {
    render(<Phone />);
    const input = screen.getByRole('textbox', { name: /Mobile number/ });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    expect(input).toHaveAttribute('maxlength', '14');
    expect(input.closest('.ts-input-group')).toHaveTextContent('+91');
    expect(screen.getByText('+91')).toHaveClass('ts-input-group__addon');
  });

  it('passes what is typed, spaces included, to its form', async () => {
    const typed: string[] = [];
    render(<Phone onValue={(value) => typed.push(value)} />);
    await userEvent.setup({ delay: null }).type(screen.getByRole('textbox'), '98765 43210');
    expect(screen.getByRole('textbox')).toHaveValue('98765 43210');
    expect(typed.at(-1)).toBe('98765 43210');
  });

  it('shows a saved number and takes a placeholder', () => {
    render(<PhoneInput value="98765 43210" readOnly placeholder="98765 43210" aria-label="Phone" />);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('98765 43210');
    expect(screen.getByRole('textbox')).toHaveAttribute('placeholder', '98765 43210');
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox, DateInput, Field, RadioGroup } from '.';

describe('Checkbox', () => {
  it('is labelled by its words, toggles by click or Space, and ties its error and help to the box', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    const { rerender } = render(
      <Checkbox id="terms" extra="You can read them first." onChange={(e) => onChange(e.target.checked)}>
        I accept the terms
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAccessibleDescription('You can read them first.');
    await user.click(screen.getByText('I accept the terms'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(box).toHaveFocus();

    rerender(
      <Checkbox id="terms" error="Please accept the terms" extra="You can read them first.">
        I accept the terms
      </Checkbox>,
    );
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-describedby', 'terms_help terms_extra');
    expect(box).toHaveAccessibleDescription('Please accept the terms You can read them first.');
  });

  it('is disabled on the server until the page is hydrated', () => {
    expect(renderToString(<Checkbox>Remember me</Checkbox>)).toMatch(/<input[^>]* disabled=""/);
  });
});

const DELIVERY = [
  { value: 'email', label: 'E-ticket by email' },
  { value: 'courier', label: 'Courier', description: 'Delivered in 3-5 days' },
  { value: 'pickup', label: 'Pick up at the venue' },
] as const;

function Delivery({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<string | undefined>('email');
  return (
    <>
      <button type="button">Before</button>
      <RadioGroup
        id="delivery"
        label="Delivery"
        options={DELIVERY}
        value={value}
        error={value === 'pickup' ? 'Pick-up is closed for this event' : undefined}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </>
  );
}

describe('RadioGroup', () => {
  it('is a named radio group that Tab enters once, on the chosen option, and the arrows move and choose', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<Delivery onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Delivery' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'E-ticket by email' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Courier' })).toHaveAccessibleDescription('Delivered in 3-5 days');

    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: 'E-ticket by email' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Courier' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Courier' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('courier');
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('email');

    await user.click(screen.getByText('Pick up at the venue'));
    const group = screen.getByRole('radiogroup', { name: 'Delivery' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Pick-up is closed for this event');
  });

  it('is disabled on the server until the page is hydrated', () => {
    const html = renderToString(
      <RadioGroup aria-label="Delivery" options={DELIVERY} value="email" onChange={() => {}} />,
    );
    expect(html.match(/disabled=""/g)).toHaveLength(3);
  });
});

describe('DateInput', () => {
  it('is the browser’s date input, labelled and described by its Field, giving the day as YYYY-MM-DD', () => {
    const onChange = vi.fn();
    render(
      <Field id="dob" label="Date of birth" error="Please enter your date of birth">
        {(control) => <DateInput {...control} value="" max="2008-12-02" onChange={onChange} />}
      </Field>,
    );
    const input = screen.getByLabelText('Date of birth');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('max', '2008-12-02');
    expect(input).toHaveAccessibleDescription('Please enter your date of birth');
    fireEvent.change(input, { target: { value: '1994-03-21' } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('1994-03-21');
  });

  it('is disabled on the server until the page is hydrated', () => {
    expect(renderToString(<DateInput aria-label="Day" value="" onChange={() => {}} />)).toMatch(/disabled=""/);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { Field } from './Field';
import { emailRule, firstFailure, requiredRule, rulesOf, useFormFields } from './form-state';
import { TextArea, TextInput } from './inputs';
import { PasswordInput } from './PasswordInput';
import { renderIn as render, renderToStringIn } from '../../../test/in-language';

describe('Field', () => {
  it('labels its control and ties the error and the help to it, as antd did', () => {
    const { rerender } = render(
      <Field id="city" label="City" extra="Where the event is." required>
        {(control) => <TextInput {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('City');
    expect(input).toHaveAttribute('id', 'city');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAttribute('aria-describedby', 'city_extra');
    expect(input).toHaveAccessibleDescription('Where the event is.');

    rerender(
      <Field id="city" label="City" extra="Where the event is." error="Please enter a city" required>
        {(control) => <TextInput {...control} />}
      </Field>,
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'city_help city_extra');
    expect(input).toHaveAccessibleDescription('Please enter a city Where the event is.');
    // Not an alert: the page's message (a toast) already announces a refused submit.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('draws a fixed addon before the box', () => {
    render(
      <Field id="phone" label="Mobile number">
        {(control) => <TextInput {...control} addonBefore="+91" type="tel" />}
      </Field>,
    );
    expect(screen.getByLabelText('Mobile number').previousElementSibling).toHaveTextContent('+91');
  });
});

describe('inputs', () => {
  it('stay disabled in the server-rendered page until React has taken it over', () => {
    const html = renderToStringIn(
      <>
        <TextInput aria-label="Name" />
        <PasswordInput aria-label="Password" />
        <TextArea aria-label="Message" />
      </>,
    );
    expect(html.match(/disabled=""/g)).toHaveLength(4);

    render(
      <>
        <TextInput aria-label="Name" />
        <PasswordInput aria-label="Password" />
        <TextArea aria-label="Message" />
      </>,
    );
    for (const name of ['Name', 'Password', 'Message']) expect(screen.getByLabelText(name)).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeEnabled();
  });

  it('shows and hides a password with a button a keyboard reaches', async () => {
    const user = userEvent.setup({ delay: null });
    render(<PasswordInput aria-label="Password" autoComplete="current-password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');

    await user.click(input);
    await user.keyboard('secret');
    await user.tab();
    const eye = screen.getByRole('button', { name: 'Show password' });
    expect(eye).toHaveFocus();
    // A label search for 'password', however spelt, finds the box alone (the eye is named by its text).
    expect(screen.getAllByLabelText(/password/i)).toEqual([input]);
    expect(eye).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'text');
    expect(eye).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('secret');
  });

  it('names the eye in Hindi on a Hindi page', () => {
    render(<PasswordInput aria-label="पासवर्ड" />, 'hi');
    expect(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('rules', () => {
  it("match antd's required-with-whitespace and email rules", () => {
    const required = requiredRule('Please enter your name');
    expect(required('')).toBe('Please enter your name');
    expect(required('   ')).toBe('Please enter your name');
    expect(required('Asha')).toBeUndefined();

    const email = emailRule('Please enter a valid email address');
    expect(email('')).toBeUndefined();
    expect(email('asha.k@example.in')).toBeUndefined();
    expect(email('asha.example.in')).toBe('Please enter a valid email address');
    expect(email('asha@localhost')).toBe('Please enter a valid email address');
    expect(firstFailure('', [required, email])).toBe('Please enter your name');
  });
});

const RULES = { name: [requiredRule('Please enter your name')], city: [requiredRule('Please enter a city')] };

function Demo({ onValid }: { onValid: (values: { name: string; city: string }) => void }) {
  const form = useFormFields({ name: '', city: '' }, RULES);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.validate(event.currentTarget)) onValid(form.values);
  };
  return (
    <form noValidate onSubmit={submit}>
      {(['name', 'city'] as const).map((name) => (
        <Field key={name} id={name} label={name} error={form.errors[name]} required>
          {(control) => (
            <TextInput {...control} value={form.values[name]} onChange={(e) => form.setValue(name, e.target.value)} />
          )}
        </Field>
      ))}
      <button type="submit">Save</button>
      <button type="button" onClick={form.reset}>
        Reset
      </button>
    </form>
  );
}

describe('useFormFields', () => {
  it('checks every field on submit, focuses the first in error, and checks a field again as it changes', async () => {
    const user = userEvent.setup({ delay: null });
    const saved: unknown[] = [];
    render(<Demo onValid={(values) => saved.push(values)} />);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a city')).toBeInTheDocument();
    expect(screen.getByLabelText('name')).toHaveFocus();

    await user.keyboard('Asha');
    expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('name'));
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    await user.type(screen.getByLabelText('name'), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('city')).toHaveFocus();
    expect(saved).toEqual([]);

    await user.keyboard('Pune');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual([{ name: 'Asha', city: 'Pune' }]);

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('name')).toHaveValue('');
    expect(screen.getByLabelText('city')).not.toHaveAttribute('aria-invalid');
  });
});

describe('rulesOf', () => {
  it("makes each field's rule from a form check, run on that field alone", () => {
    const check = (input: Partial<Record<'a' | 'b', string>>) => [
      ...(input.a === '' ? [{ field: 'a', code: 'aRequired' as const }] : []),
      ...(input.b !== undefined && input.b.length > 2 ? [{ field: 'b', code: 'bTooLong' as const }] : []),
    ];
    const rules = rulesOf(['a', 'b'], check, { aRequired: 'Fill a', bTooLong: 'Shorten b' });
    expect(firstFailure('', rules.a)).toBe('Fill a');
    expect(firstFailure('x', rules.a)).toBeUndefined();
    expect(firstFailure('xyz', rules.b)).toBe('Shorten b');
    expect(firstFailure('', rules.b)).toBeUndefined();
  });
});

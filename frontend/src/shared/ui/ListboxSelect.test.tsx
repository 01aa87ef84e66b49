import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ListboxSelect, type ListboxOption } from './ListboxSelect';

const sorts: ListboxOption<string>[] = [
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'date_desc', label: 'Newest listings' },
  { value: 'date_asc', label: 'Oldest listings' },
];

/** A select that keeps what is chosen, reporting each change. */
function Sort({
  onChange = vi.fn(),
  allowClear = false,
  initial,
}: {
  onChange?: (value?: string) => void;
  allowClear?: boolean;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="sort">Sort</label>
      <ListboxSelect
        id="sort"
        aria-label="Sort by"
        placeholder="Choose an order"
        allowClear={allowClear}
        options={sorts}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <p>Outside</p>
    </>
  );
}

function setup(props: Parameters<typeof Sort>[0] = {}) {
  const user = userEvent.setup({ delay: null });
  render(<Sort {...props} />);
  return { user, box: screen.getByRole('combobox', { name: 'Sort by' }) };
}

/** The option the combobox points at (aria-activedescendant). */
function activeOption(box: HTMLElement) {
  const id = box.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
}

describe('ListboxSelect', () => {
  it('is a select-only combobox showing its placeholder, with its listbox hidden until opened', () => {
    const { box } = setup();
    expect(box).toHaveAttribute('aria-haspopup', 'listbox');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveTextContent('Choose an order');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(document.getElementById(box.getAttribute('aria-controls')!)).toHaveAttribute('role', 'listbox');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens on a click and chooses the option clicked, closing', async () => {
    const onChange = vi.fn();
    const { user, box } = setup({ onChange });
    await user.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Sort by' });
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('title'))).toEqual(
      sorts.map((sort) => sort.label),
    );

    await user.click(screen.getByRole('option', { name: 'Newest listings' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('date_desc');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(listbox).not.toBeVisible();
    expect(box).toHaveTextContent('Newest listings');

    await user.click(box);
    expect(screen.getByRole('option', { name: 'Newest listings' })).toHaveAttribute('aria-selected', 'true');
    expect(activeOption(box)).toBe('Newest listings');
  });

  it('closes on a click outside, or on the combobox again, choosing nothing', async () => {
    const onChange = vi.fn();
    const { user, box } = setup({ onChange });
    await user.click(box);
    await user.click(screen.getByText('Outside'));
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.click(box);
    await user.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('moves with the arrows, Home and End, and chooses with Enter or Space', async () => {
    const onChange = vi.fn();
    const { user, box } = setup({ onChange, initial: 'price_desc' });
    box.focus();
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption(box)).toBe('Price: High to Low');
    await user.keyboard('{ArrowDown}');
    expect(activeOption(box)).toBe('Newest listings');
    await user.keyboard('{End}{ArrowDown}');
    expect(activeOption(box)).toBe('Oldest listings');
    await user.keyboard('{Home}{ArrowUp}');
    expect(activeOption(box)).toBe('Price: Low to High');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('date_desc');
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard(' ');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown} ');
    expect(onChange).toHaveBeenLastCalledWith('date_asc');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).toHaveBeenCalledTimes(2);

    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('closes on Escape or Tab without choosing', async () => {
    const onChange = vi.fn();
    const { user, box } = setup({ onChange });
    box.focus();
    await user.keyboard('{ArrowUp}{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveTextContent('Choose an order');
    await user.keyboard('{Enter}{ArrowDown}');
    await user.tab();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('jumps to the next option starting with a typed character', async () => {
    const { user, box } = setup();
    box.focus();
    await user.keyboard('o');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption(box)).toBe('Oldest listings');
    await user.keyboard('p');
    expect(activeOption(box)).toBe('Price: Low to High');
    await user.keyboard('P');
    expect(activeOption(box)).toBe('Price: High to Low');
  });

  it('empties with its ✕ or Delete when allowed', async () => {
    const onChange = vi.fn();
    const { user, box } = setup({ onChange, allowClear: true, initial: 'date_asc' });
    await user.click(document.querySelector('.ts-select__clear')!);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(box).toHaveTextContent('Choose an order');
    expect(document.querySelector('.ts-select__clear')).not.toBeInTheDocument();

    await user.click(box);
    await user.click(screen.getByRole('option', { name: 'Oldest listings' }));
    await user.keyboard('{Delete}');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(box).toHaveTextContent('Choose an order');
  });

  it('opens from its label', async () => {
    const { user, box } = setup();
    await user.click(screen.getByText('Sort'));
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('can be disabled (a quantity fixed by a hold) and described by the help under it', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <>
        <ListboxSelect
          aria-label="Number of tickets"
          aria-describedby="limit"
          options={sorts}
          value="price_asc"
          onChange={() => {}}
          disabled
        />
        <p id="limit">You can buy at most 4 tickets for this event.</p>
      </>,
    );
    const box = screen.getByRole('combobox', { name: 'Number of tickets' });
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription('You can buy at most 4 tickets for this event.');
    await user.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('is drawn disabled on the server, so a press before the page runs goes nowhere', () => {
    expect(
      renderToString(<ListboxSelect aria-label="Sort by" options={sorts} value="price_asc" onChange={() => {}} />),
    ).toMatch(/<button[^>]* role="combobox"[^>]* disabled=""/);
  });
});

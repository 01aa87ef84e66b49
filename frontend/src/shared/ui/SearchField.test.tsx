import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './SearchField';
import { renderIn as render } from '../../test/in-language';

function Harness({ onClear }: { onClear?: () => void }) {
  const [text, setText] = useState('');
  return (
    <SearchField
      id="s"
      name="search"
      label="Search events"
      placeholder="Search by event, venue or category"
      value={text}
      onChange={setText}
      onClear={onClear}
    />
  );
}

describe('SearchField', () => {
  it('is a named search box whose ✕ appears with text, empties it, says so and gives the focus back', async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    render(<Harness onClear={onClear} />);
    const box = screen.getByRole('searchbox', { name: 'Search events' });
    expect(box).toHaveAttribute('name', 'search');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();

    await user.type(box, 'Coldplay');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(onClear).toHaveBeenCalledOnce();
    expect(box).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('can be emptied from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'Mumbai');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear search' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('searchbox', { name: 'Search events' })).toHaveValue('');
  });

  it('names its ✕ in Hindi on a Hindi page', async () => {
    const user = userEvent.setup();
    render(<Harness />, 'hi');
    await user.type(screen.getByRole('searchbox'), 'कॉन्सर्ट');
    await user.click(screen.getByRole('button', { name: 'खोज मिटाएँ' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});

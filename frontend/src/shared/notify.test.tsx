import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messageTone, NotifyProvider, useNotify } from './notify';
import { messageToneOf, messagesShown } from '../test/messages';

describe('messageTone', () => {
  it.each([
    'Error updating profile. Please try again.',
    'Failed to load tickets',
    'Login error: Invalid credentials',
    'Error',
  ])('shows %j in red', (text) => {
    expect(messageTone(text)).toBe('error');
  });

  it.each([
    'Link copied to clipboard!',
    'Profile updated successfully!',
    'Ticket is under review by our team, it will be listed soon!',
  ])('shows %j in green', (text) => {
    expect(messageTone(text)).toBe('success');
  });
});

function Notifier({ text, tone }: { text: string; tone?: 'error' | 'success' }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify(text, { tone })}>
      Notify
    </button>
  );
}

describe('useNotify', () => {
  it('renders an error message for failures and a success message otherwise', async () => {
    const user = userEvent.setup();
    render(
      <NotifyProvider>
        <Notifier text="Failed to load tickets" />
      </NotifyProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    const failure = await screen.findByText('Failed to load tickets');
    expect(messageToneOf(failure)).toBe('error');
  });

  it('renders the success colour for a neutral message', async () => {
    const user = userEvent.setup();
    render(
      <NotifyProvider>
        <Notifier text="Link copied to clipboard!" />
      </NotifyProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    const done = await screen.findByText('Link copied to clipboard!');
    expect(messageToneOf(done)).toBe('success');
  });

  it('shows a refusal in red when asked, whatever its words', async () => {
    const user = userEvent.setup();
    render(
      <NotifyProvider>
        <Notifier text="User already exists" tone="error" />
      </NotifyProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    const refusal = await screen.findByText('User already exists');
    expect(messageToneOf(refusal)).toBe('error');
  });

  it('announces each message: an error assertively, anything else politely', async () => {
    const user = userEvent.setup();
    function Chatty() {
      const notify = useNotify();
      return (
        <button
          type="button"
          onClick={() => (notify('Profile updated successfully!'), notify('Failed to load tickets'))}
        >
          Two
        </button>
      );
    }
    render(
      <NotifyProvider>
        <Chatty />
      </NotifyProvider>,
    );
    // Both regions are on the page before anything is said, so a screen reader hears what comes.
    const polite = document.querySelector('[aria-live="polite"]');
    const assertive = document.querySelector('[aria-live="assertive"]');
    expect(polite).toBeEmptyDOMElement();
    expect(assertive).toBeEmptyDOMElement();
    // No role: a page's own alert stays the one there.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Two' }));
    expect(polite).toHaveTextContent('Profile updated successfully!');
    expect(assertive).toHaveTextContent('Failed to load tickets');
    expect(messagesShown()).toEqual(['Failed to load tickets', 'Profile updated successfully!']);
  });

  it('refuses to be used without a provider, saying where the provider is', () => {
    expect(() => render(<Notifier text="x" />)).toThrow(/NotifyProvider/);
  });
});

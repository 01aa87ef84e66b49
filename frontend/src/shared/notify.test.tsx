import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messageTone, NotifyProvider, useNotify } from './notify';
import { theme } from './theme';
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

  it("draws its messages in the app's theme with no antd provider above it (as on a public page)", async () => {
    const user = userEvent.setup();
    render(
      <NotifyProvider>
        <Notifier text="Link copied to clipboard!" />
      </NotifyProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    const notice = (await screen.findByText('Link copied to clipboard!')).closest('.ant-message')!;
    // Without its own provider antd would draw in its default blue (#1677ff).
    expect(getComputedStyle(notice).getPropertyValue('--ant-color-primary').toLowerCase()).toBe(
      theme.token!.colorPrimary!.toLowerCase(),
    );
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

  it("shows everything said before antd's message code has loaded, in order, and what is said after", async () => {
    const user = userEvent.setup();
    function Chatty() {
      const notify = useNotify();
      return (
        <>
          <button
            type="button"
            onClick={() => (notify('Profile updated successfully!'), notify('Failed to load tickets'))}
          >
            Two
          </button>
          <button type="button" onClick={() => notify('Link copied to clipboard!')}>
            Third
          </button>
        </>
      );
    }
    render(
      <NotifyProvider>
        <Chatty />
      </NotifyProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Two' }));
    await screen.findByText('Failed to load tickets');
    expect(messagesShown()).toEqual(['Profile updated successfully!', 'Failed to load tickets']);
    await user.click(screen.getByRole('button', { name: 'Third' }));
    await screen.findByText('Link copied to clipboard!');
    expect(messagesShown()).toEqual([
      'Profile updated successfully!',
      'Failed to load tickets',
      'Link copied to clipboard!',
    ]);
  });

  it('refuses to be used without a provider, saying where the provider is', () => {
    expect(() => render(<Notifier text="x" />)).toThrow(/NotifyProvider/);
  });

  it('goes on when the message code cannot be fetched, and shows what waited once a later message fetches it', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const flaky = () =>
      ++attempts === 1 ? Promise.reject(new TypeError('Failed to fetch')) : import('./ui/MessageHost');
    render(
      <NotifyProvider load={flaky}>
        <Notifier text="Profile updated successfully!" />
      </NotifyProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    await waitFor(() => expect(attempts).toBe(1));
    expect(screen.getByRole('button', { name: 'Notify' })).toBeInTheDocument();
    expect(messagesShown()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Notify' }));
    await waitFor(() =>
      expect(messagesShown()).toEqual(['Profile updated successfully!', 'Profile updated successfully!']),
    );
    expect(attempts).toBe(2);
  });
});

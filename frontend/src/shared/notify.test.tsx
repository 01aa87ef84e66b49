import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { messageTone, useNotify } from './notify';

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
  return <Button onClick={() => notify(text, { tone })}>Notify</Button>;
}

describe('useNotify', () => {
  it('renders an error message for failures and a success message otherwise', async () => {
    const user = userEvent.setup();
    render(
      <App>
        <Notifier text="Failed to load tickets" />
      </App>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    const failure = await screen.findByText('Failed to load tickets');
    expect(failure.closest('.ant-message-notice-content')?.querySelector('.ant-message-error')).not.toBeNull();
  });

  it('renders the success colour for a neutral message', async () => {
    const user = userEvent.setup();
    render(
      <App>
        <Notifier text="Link copied to clipboard!" />
      </App>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    const done = await screen.findByText('Link copied to clipboard!');
    expect(done.closest('.ant-message-notice-content')?.querySelector('.ant-message-success')).not.toBeNull();
  });

  it('shows a refusal in red when asked, whatever its words', async () => {
    const user = userEvent.setup();
    render(
      <App>
        <Notifier text="User already exists" tone="error" />
      </App>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    const refusal = await screen.findByText('User already exists');
    expect(refusal.closest('.ant-message-notice-content')?.querySelector('.ant-message-error')).not.toBeNull();
  });
});

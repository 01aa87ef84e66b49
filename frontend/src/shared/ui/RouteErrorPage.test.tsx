import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render';

describe('RouteErrorPage', () => {
  it('says what went wrong without antd, and Retry loads the page again', async () => {
    // React and the router report the failure; it is the point of this test.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('The events could not be loaded');
      return <p>Loaded</p>;
    }
    const user = userEvent.setup({ delay: null });
    renderWithRouter(<Flaky />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load this page');
    expect(alert).toHaveTextContent('The events could not be loaded');
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    // Drawn without antd's components: it is also the public pages' error page (ADR 57).
    const antdElements = [...document.body.querySelectorAll('*')].filter((el) =>
      [...el.classList].some((name) => name.startsWith('ant-')),
    );
    expect(antdElements).toEqual([]);

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Loaded')).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from '.';

describe('Alert', () => {
  it('is an alert with its title and text, in its tone', () => {
    render(<Alert type="warning" title="Your hold has ended" description="The seats went back on sale." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your hold has endedThe seats went back on sale.');
    expect(alert).toHaveClass('ts-alert--warning', 'ts-alert--with-text');
    expect(alert.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

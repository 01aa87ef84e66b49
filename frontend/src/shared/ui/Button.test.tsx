import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { SearchOutlined, XOutlined } from './icons';

describe('Button', () => {
  it('is a plain button with antd’s look by name, and presses', async () => {
    const onClick = vi.fn();
    render(
      <Button type="primary" size="large" block onClick={onClick}>
        Buy
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Buy' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('ts-btn', 'ts-btn--primary', 'ts-btn--large', 'ts-btn--block');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('submits its form when asked to, and ignores presses while loading', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button htmlType="submit">Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledOnce();

    const onClick = vi.fn();
    rerender(
      <Button loading onClick={onClick}>
        Send
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
  });

  it('is drawn disabled on the server, so a press before the page runs goes nowhere', () => {
    expect(renderToString(<Button>Buy</Button>)).toMatch(/<button[^>]* disabled=""/);
  });

  it('draws an icon alone in a square', () => {
    render(<Button icon={<SearchOutlined aria-hidden="true" />} aria-label="Search" />);
    expect(screen.getByRole('button', { name: 'Search' })).toHaveClass('ts-btn--icon-only');
  });
});

describe('icons', () => {
  // React reports a misspelt svg attribute (fill-rule) on the console, and draws it all the same.
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('draw as @ant-design/icons does, kebab attributes in React’s spelling, hidden from screen readers', () => {
    const { container } = render(<XOutlined className="social" />);
    expect(screen.queryByRole('img')).toBeNull();
    const icon = container.querySelector('.anticon')!;
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveClass('anticon', 'anticon-x', 'social');
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('viewBox');
    expect(svg).toHaveAttribute('width', '1em');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('path')?.getAttribute('d')).toBeTruthy();
  });

  it('are a named image when given a name (an icon that says something alone)', () => {
    render(<XOutlined aria-label="TicketSetu on X" />);
    expect(screen.getByRole('img', { name: 'TicketSetu on X' })).toHaveClass('anticon-x');
  });
});

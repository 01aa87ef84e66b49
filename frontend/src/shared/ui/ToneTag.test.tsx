import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToneTag } from './ToneTag';

describe('ToneTag', () => {
  it('is a plain label in its tone, with the title it is given (no antd: public pages show it too)', () => {
    render(
      <ToneTag tone="success" title="Confirmed by the buyer">
        Transfer Confirmed
      </ToneTag>,
    );
    const tag = screen.getByText('Transfer Confirmed', { selector: 'span.tone-tag' });
    expect(tag).toHaveClass('tone-tag--success');
    expect(tag).toHaveAttribute('title', 'Confirmed by the buyer');
    expect([...tag.classList].filter((name) => name.startsWith('ant-'))).toEqual([]);
  });

  it('is neutral unless told otherwise', () => {
    render(<ToneTag>Draft</ToneTag>);
    expect(screen.getByText('Draft')).toHaveClass('tone-tag', 'tone-tag--neutral');
    expect(screen.getByText('Draft')).not.toHaveAttribute('title');
  });
});

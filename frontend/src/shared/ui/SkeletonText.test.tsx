import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkeletonFields } from './SkeletonText';

describe('SkeletonFields', () => {
  it('draws each field’s label, box and help lines, rows side by side, hidden from assistive technology', () => {
    const { container } = render(<SkeletonFields rows={[[0, 0], [1], [0, 2]]} />);
    const root = container.firstElementChild!;
    expect(root.getAttribute('aria-hidden')).toBe('true');
    expect(root.querySelectorAll('.skeleton-fields__field')).toHaveLength(5);
    expect(root.querySelectorAll('.skeleton-fields__box')).toHaveLength(5);
    expect(root.querySelectorAll('.skeleton-fields__help')).toHaveLength(3);
    // Only rows of several fields are a grid; the form's button is drawn after them.
    expect(root.querySelectorAll('.skeleton-fields__row')).toHaveLength(2);
    expect(root.lastElementChild!.className).toContain('skeleton-fields__action');
  });
});

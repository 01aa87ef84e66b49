import type { ReactNode } from 'react';
import './tone-tag.css';

export type Tone = 'success' | 'danger' | 'warning' | 'info' | 'accent' | 'neutral';

/**
 * A status label whose text meets WCAG AA contrast (antd's preset tag colours, e.g. green, do not:
 * about 3.4:1). Drawn as antd's Tag in CSS: the public pages show it without loading antd (ADR 57).
 */
export function ToneTag({ tone = 'neutral', children, title }: { tone?: Tone; children: ReactNode; title?: string }) {
  return (
    <span className={`tone-tag tone-tag--${tone}`} title={title}>
      {children}
    </span>
  );
}

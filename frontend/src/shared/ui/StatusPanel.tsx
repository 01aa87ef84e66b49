import type { ReactNode } from 'react';
import './status-panel.css';

export interface StatusPanelProps {
  icon?: ReactNode;
  title: string;
  /** h1 when the panel is the whole page (not found, page errors), h2 inside a page. */
  headingLevel?: 1 | 2 | 3;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'neutral' | 'error';
  className?: string;
}

/** The one look for empty, error and not-found states. */
export function StatusPanel({
  icon,
  title,
  headingLevel = 2,
  children,
  actions,
  tone = 'neutral',
  className,
}: StatusPanelProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={['status-panel', `status-panel--${tone}`, className].filter(Boolean).join(' ')}
      role={tone === 'error' ? 'alert' : undefined}
    >
      {icon && (
        <div className="status-panel__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className="status-panel__title">{title}</Heading>
      {children && <div className="status-panel__text">{children}</div>}
      {actions && <div className="status-panel__actions">{actions}</div>}
    </section>
  );
}

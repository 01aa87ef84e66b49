import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import './events.css';

interface EventImageProps {
  title: string;
  imageUrl: string | null;
  categoryName: string | undefined;
  className?: string;
  /** Above the fold (event page header): load at once. */
  eager?: boolean;
}

/** The event's artwork, or a branded placeholder with the category's initial when there is none (or it fails). */
export function EventImage({ title, imageUrl, categoryName, className, eager = false }: EventImageProps) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  const classes = ['event-image', className].filter(Boolean).join(' ');

  if (!imageUrl || failed) {
    const initial = (categoryName ?? title).trim().charAt(0).toUpperCase() || 'T';
    return (
      <div className={`${classes} event-image--placeholder`} aria-hidden="true">
        <svg viewBox="0 0 64 40" className="event-image__ticket" focusable="false">
          <path
            d="M4 6a4 4 0 0 1 4-4h48a4 4 0 0 1 4 4v8a6 6 0 0 0 0 12v8a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4v-8a6 6 0 0 0 0-12z"
            fill="currentColor"
          />
          <path d="M44 4v32" stroke="#312e81" strokeWidth="1.5" strokeDasharray="2.5 2.5" />
        </svg>
        <span className="event-image__initial">{initial}</span>
      </div>
    );
  }

  return (
    <img
      className={classes}
      src={imageUrl}
      alt={categoryName ? t`${categoryName} artwork for ${title}` : t`Event artwork for ${title}`}
      width={800}
      height={450}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

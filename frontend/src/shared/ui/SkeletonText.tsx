import './skeleton-text.css';

export interface SkeletonTextProps {
  /** The heading's width (any CSS width); none when false. */
  title?: string | false;
  /** One line per entry, each its width. */
  lines: string[];
}

/**
 * Grey bars where text will be, as antd's Skeleton draws them, in CSS alone: the public pages'
 * loading states are in every first load, antd's Skeleton need not be (ADR 35).
 */
export function SkeletonText({ title = '40%', lines }: SkeletonTextProps) {
  return (
    <div className="skeleton-text" aria-hidden="true">
      {title !== false && <div className="skeleton-text__title shimmer" style={{ width: title }} />}
      {lines.map((width, i) => (
        <div key={i} className="skeleton-text__line shimmer" style={{ width }} />
      ))}
    </div>
  );
}

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

export interface SkeletonFieldsProps {
  /**
   * The form's rows, each its fields side by side from 576 px (one on a phone), each field the number of
   * help lines under its box: [[0, 0], [1], [0]] is two fields in a row, one with a line of help, one more.
   */
  rows: number[][];
}

/**
 * Where a form will be, at the form's own height (the kit's label, box and help measures): a page whose
 * form arrives with its data does not push what is below it down when it comes (issue 36, CLS).
 */
export function SkeletonFields({ rows }: SkeletonFieldsProps) {
  return (
    <div className="skeleton-fields" aria-hidden="true">
      {rows.map((fields, row) => (
        <div key={row} className={fields.length > 1 ? 'skeleton-fields__row' : undefined}>
          {fields.map((help, field) => (
            <div key={field} className="skeleton-fields__field">
              <div className="skeleton-fields__label shimmer" />
              <div className="skeleton-fields__box shimmer" />
              {Array.from({ length: help }, (_, line) => (
                <div key={line} className="skeleton-fields__help shimmer" />
              ))}
            </div>
          ))}
        </div>
      ))}
      <div className="skeleton-fields__action shimmer" />
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '../useHydrated';
import { cx } from './control';
import { CloseOutlined } from './icons';
import { MAIN_CONTENT_ID } from './SkipLink';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  /** The dialog's name (aria-labelledby). */
  title: ReactNode;
  /** Esc, the ✕ and (unless `closeOnBackdrop` is false) a press on the backdrop close it, as antd's Modal. */
  onCancel: () => void;
  /** False where a stray tap must not lose what was typed (a code being entered). */
  closeOnBackdrop?: boolean;
  /** The buttons under the content; none when omitted. */
  footer?: ReactNode;
  /** A line under the title that describes the dialog (aria-describedby). */
  description?: ReactNode;
  /** Words for the ✕ button ('Close' unless a page needs its own). */
  closeLabel?: string;
  className?: string;
  children?: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/**
 * A modal dialog, antd's Modal without its runtime (issue 36): titled, `aria-modal`, Tab kept inside,
 * Esc closes it, and focus goes back to what opened it. Drawn into the main landmark only while open, so a
 * server-rendered page has none of it. Focus starts on the first field or button in its content (an
 * `autoFocus` one first), else on the dialog itself.
 */
export function Dialog({
  open,
  title,
  onCancel,
  footer,
  description,
  closeLabel,
  closeOnBackdrop = true,
  className,
  children,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const box = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const { t } = useLingui();

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = box.current!;
    if (!root.contains(document.activeElement)) {
      const body = root.querySelector<HTMLElement>('.ts-dialog__body');
      const first = root.querySelector<HTMLElement>('[autofocus]') ?? (body && focusables(body)[0]);
      (first ?? root).focus();
    }
    // The page behind does not scroll under the dialog.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  // Esc closes it wherever the focus is (a press on the backdrop may have taken it to the page).
  useEffect(() => {
    if (!open) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [open, onCancel]);

  // A portal cannot be drawn on the server, nor while React takes a server-rendered page over.
  if (!open || !hydrated) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const items = focusables(box.current!);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === box.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="ts-dialog">
      <div
        className="ts-dialog__backdrop"
        aria-hidden="true"
        // The focus stays in the dialog.
        onMouseDown={(event) => event.preventDefault()}
        onClick={closeOnBackdrop ? () => onCancel() : undefined}
      />
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cx('ts-dialog__box', className)}
        onKeyDown={onKeyDown}
      >
        <div className="ts-dialog__header">
          <h2 id={titleId} className="ts-dialog__title">
            {title}
          </h2>
          <button
            type="button"
            className="ts-dialog__close"
            aria-label={closeLabel ?? t`Close`}
            onClick={() => onCancel()}
          >
            <CloseOutlined aria-hidden="true" />
          </button>
        </div>
        {description && (
          <p id={descriptionId} className="ts-dialog__description">
            {description}
          </p>
        )}
        <div className="ts-dialog__body">{children}</div>
        {footer && <div className="ts-dialog__footer">{footer}</div>}
      </div>
    </div>,
    // Inside the page's main landmark, as antd's Modal was placed: no content outside a landmark.
    document.getElementById(MAIN_CONTENT_ID) ?? document.body,
  );
}

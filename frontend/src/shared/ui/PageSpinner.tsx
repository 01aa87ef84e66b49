import { useLingui } from '@lingui/react/macro';
import './page-spinner.css';

/**
 * A whole-page wait (e.g. a guard reading the session), announced to screen readers. Its wheel is
 * CSS, not antd's Spin: this is in every page's first load.
 */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="container page page-spinner" role="status" aria-live="polite">
      <span className="ts-wheel" aria-hidden="true" />
      <p className="page-spinner__label">{label ?? t`Loading…`}</p>
    </div>
  );
}

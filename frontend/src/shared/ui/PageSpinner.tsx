import { Spin } from 'antd';
import './page-spinner.css';

/** A whole-page wait (e.g. a guard reading the session), announced to screen readers. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="container page page-spinner" role="status" aria-live="polite">
      <Spin size="large" />
      <p className="page-spinner__label">{label}</p>
    </div>
  );
}

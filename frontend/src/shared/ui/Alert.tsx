import type { ReactNode } from 'react';
import { cx } from './control';
import { CheckCircleFilled, CloseCircleFilled, InfoCircleOutlined, WarningOutlined } from './icons';
import './alert.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

const ICONS = {
  info: InfoCircleOutlined,
  success: CheckCircleFilled,
  warning: WarningOutlined,
  error: CloseCircleFilled,
} as const;

export interface AlertProps {
  type: AlertTone;
  title: ReactNode;
  description?: ReactNode;
  className?: string;
}

/**
 * A message box inside a page ('Your hold has ended'), as antd's Alert with its icon and `role="alert"`
 * (so a screen reader says it when it appears, and the journeys find it by that role).
 */
export function Alert({ type, title, description, className }: AlertProps) {
  const Icon = ICONS[type];
  return (
    <div role="alert" className={cx('ts-alert', `ts-alert--${type}`, description && 'ts-alert--with-text', className)}>
      <Icon className="ts-alert__icon" aria-hidden="true" />
      <div className="ts-alert__content">
        <div className="ts-alert__title">{title}</div>
        {description && <div className="ts-alert__text">{description}</div>}
      </div>
    </div>
  );
}

import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useHydratedDisabled } from './control';
import './button.css';

/**
 * The public pages' button (ADR 57): antd's Button drawn in CSS from the same theme, so a page that
 * shows only buttons, links and text loads none of antd's runtime. The props keep antd's names
 * (`type`, `size`, `htmlType`, `icon`, `loading`, `block`, `danger`), so a swap is an import.
 */
export interface ButtonLook {
  type?: 'primary' | 'default' | 'text' | 'link';
  size?: 'large' | 'middle' | 'small';
  block?: boolean;
  danger?: boolean;
  shape?: 'default' | 'circle';
  /** Set when the button has an icon and no text, so the icon sits in a square. */
  iconOnly?: boolean;
}

/** The class names of a button with this look, for an anchor that should look like one. */
export function buttonClassName(
  { type = 'default', size = 'middle', block, danger, shape, iconOnly }: ButtonLook,
  className?: string,
): string {
  return [
    'ts-btn',
    `ts-btn--${type}`,
    size !== 'middle' && `ts-btn--${size}`,
    block && 'ts-btn--block',
    danger && 'ts-btn--danger',
    shape === 'circle' && 'ts-btn--circle',
    iconOnly && 'ts-btn--icon-only',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

/** The icon or, while `loading`, a small wheel in its place. */
export function ButtonContent({
  icon,
  loading,
  children,
}: {
  icon?: ReactNode;
  loading?: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      {loading ? <span className="ts-wheel ts-btn__wheel" aria-hidden="true" /> : icon}
      {children !== undefined && children !== null && children !== false && <span>{children}</span>}
    </>
  );
}

export interface ButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>, Omit<ButtonLook, 'iconOnly'> {
  htmlType?: 'button' | 'submit' | 'reset';
  icon?: ReactNode;
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  type,
  size,
  block,
  danger,
  shape,
  htmlType = 'button',
  icon,
  loading = false,
  disabled = false,
  className,
  children,
  ref,
  ...rest
}: ButtonProps) {
  // Until React has taken a server-rendered page over, a press would go nowhere (a form would even
  // submit itself the browser's way): disabled, as antd's ConfigProvider disables its controls.
  const off = useHydratedDisabled(disabled);
  const iconOnly = Boolean(icon) && (children === undefined || children === null);
  return (
    <button
      ref={ref}
      type={htmlType}
      className={buttonClassName({ type, size, block, danger, shape, iconOnly }, className)}
      disabled={off}
      aria-busy={loading || undefined}
      {...rest}
      onClick={loading ? undefined : rest.onClick}
    >
      <ButtonContent icon={icon} loading={loading}>
        {children}
      </ButtonContent>
    </button>
  );
}

import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { ButtonContent, type ButtonLook, buttonClassName } from '../../shared/ui/Button';

/** The router drops `type`, so the look is `look` here ('primary', 'default', …). */
type AnchorButtonProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'type'> &
  Omit<ButtonLook, 'type' | 'iconOnly'> & {
    look?: ButtonLook['type'];
    icon?: ReactNode;
    ref?: Ref<HTMLAnchorElement>;
  };

/** An anchor drawn as a button: the router supplies the href and the click. */
function AnchorButton({
  ref,
  look,
  size,
  block,
  danger,
  shape,
  icon,
  className,
  children,
  ...rest
}: AnchorButtonProps) {
  const classes = buttonClassName(
    { type: look, size, block, danger, shape, iconOnly: Boolean(icon) && !children },
    className,
  );
  return (
    <a ref={ref} className={classes} {...rest}>
      <ButtonContent icon={icon}>{children}</ButtonContent>
    </a>
  );
}

/** A button-looking typed router link (`to`, `hash`), for pages that exist. */
export const RouterButton = createLink(AnchorButton);

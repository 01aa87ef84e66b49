import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent, MouseEventHandler, ReactNode } from 'react';
import { localePath } from '@ticketsetu/contracts/locales';
import { useLocale } from '../i18n';
import { ButtonContent, type ButtonLook, buttonClassName } from './Button';

/** An in-app path in the page's language ('/events' on a Hindi page is '/hi/events'); others as they are. */
function useLocaleHref(href: string): string {
  const locale = useLocale();
  return href.startsWith('/') && !href.startsWith('//') ? localePath(locale, href) : href;
}

/**
 * A plain left click becomes an in-app navigation; ctrl/cmd/middle clicks keep the browser's
 * behaviour (new tab). Works for any in-app path, including pages whose routes are not built yet.
 */
function useInAppClick<E extends HTMLElement>(href: string, onClick?: MouseEventHandler<E>): MouseEventHandler<E> {
  const router = useRouter();
  return (event: MouseEvent<E>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    void router.navigate({ href });
  };
}

export type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** An anchor to an in-app path given as a string (nav and footer links). */
export function AppLink({ href, onClick, ...rest }: AppLinkProps) {
  const target = useLocaleHref(href);
  return <a href={target} onClick={useInAppClick(target, onClick)} {...rest} />;
}

export type ButtonLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> &
  Omit<ButtonLook, 'iconOnly' | 'type'> & { href: string; type?: ButtonLook['type']; icon?: ReactNode };

/** A link that looks like a button (an <a>, so it is announced and behaves as one). */
export function ButtonLink({
  href,
  onClick,
  type,
  size,
  block,
  danger,
  shape,
  icon,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  // A link works before the page's scripts run: never disabled, unlike a button (Button.tsx).
  const look = { type, size, block, danger, shape, iconOnly: Boolean(icon) && children === undefined };
  const target = useLocaleHref(href);
  return (
    <a href={target} onClick={useInAppClick(target, onClick)} className={buttonClassName(look, className)} {...rest}>
      <ButtonContent icon={icon}>{children}</ButtonContent>
    </a>
  );
}

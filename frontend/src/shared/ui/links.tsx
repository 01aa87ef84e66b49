import { useRouter } from '@tanstack/react-router';
import { Button, type ButtonProps } from 'antd';
import type { AnchorHTMLAttributes, MouseEvent, MouseEventHandler } from 'react';

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
  return <a href={href} onClick={useInAppClick(href, onClick)} {...rest} />;
}

export type ButtonLinkProps = Omit<ButtonProps, 'href'> & { href: string };

/** An antd button that is a link (an <a>, so it is announced and behaves as one). */
export function ButtonLink({ href, onClick, disabled = false, ...rest }: ButtonLinkProps) {
  // A link works before the page's scripts run: never disabled with the controls (AppProviders).
  return <Button href={href} onClick={useInAppClick(href, onClick)} disabled={disabled} {...rest} />;
}

import { useLingui } from '@lingui/react';
import { AppLink } from '../../shared/ui/links';
import { isActive, type NavItem } from './navigation';

/** A header or mobile-menu link, marked as the current page when it is. */
export function NavItemLink({
  item,
  pathname,
  className,
  onClick,
}: {
  item: NavItem;
  pathname: string;
  className: string;
  onClick?: () => void;
}) {
  const { i18n } = useLingui();
  const active = isActive(item.href, pathname);
  return (
    <AppLink
      href={item.href}
      className={`${className}${active ? ' is-active' : ''}`}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
    >
      {i18n._(item.label)}
    </AppLink>
  );
}

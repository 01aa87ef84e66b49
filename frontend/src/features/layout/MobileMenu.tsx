import { Trans, useLingui } from '@lingui/react/macro';
import { LogoutOutlined } from '../../shared/ui/icons';
import type { SessionUser } from '../../shared/session';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { ButtonLink } from '../../shared/ui/links';
import { accountNav, greeting, type NavItem } from './navigation';
import { LanguageSwitch } from './LanguageSwitch';
import { NavItemLink } from './NavItemLink';

export interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  nav: readonly NavItem[];
  pathname: string;
  user: SessionUser | null | undefined;
  isLoading: boolean;
  onSignOut: () => void;
}

/**
 * The phone's menu in a drawer (the kit's Dialog at the right edge), loaded when first opened (most
 * visits never open it). `id` names its navigation, for the button's aria-controls.
 */
export function MobileMenu({ id, open, onClose, nav, pathname, user, isLoading, onSignOut }: MobileMenuProps) {
  const { t, i18n } = useLingui();
  const link = (item: NavItem) => (
    <li key={item.href}>
      <NavItemLink item={item} pathname={pathname} className="mobile-menu__link" onClick={onClose} />
    </li>
  );
  return (
    <Dialog open={open} title={t`Menu`} onCancel={onClose} className="mobile-menu">
      <nav id={id} aria-label={t`Mobile`}>
        <ul className="mobile-menu__list">{nav.map(link)}</ul>
        {user ? (
          <div className="mobile-menu__account">
            <p className="mobile-menu__greeting">{greeting(i18n, user)}</p>
            <ul className="mobile-menu__list">{accountNav.map(link)}</ul>
            <Button
              block
              size="large"
              icon={<LogoutOutlined aria-hidden="true" />}
              onClick={() => {
                onClose();
                onSignOut();
              }}
            >
              <Trans>Sign Out</Trans>
            </Button>
          </div>
        ) : (
          !isLoading && (
            <ButtonLink href="/auth" type="primary" block size="large" onClick={onClose}>
              <Trans>Sign In</Trans>
            </ButtonLink>
          )
        )}
        <LanguageSwitch className="mobile-menu__language" />
      </nav>
    </Dialog>
  );
}

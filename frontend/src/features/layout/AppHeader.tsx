import { MenuOutlined } from '../../shared/ui/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../shared/session';
import { Button } from '../../shared/ui/Button';
import { ButtonLink } from '../../shared/ui/links';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { navFor } from './navigation';
import { NavItemLink } from './NavItemLink';
import './layout.css';

// Loaded only when needed, so a visitor's first load carries none of antd (ADR 57): the account menu
// (antd's Dropdown) once someone is signed in, the phone's menu (its Drawer) when first opened. Each
// brings antd's theme along in an AntdProvider of its own.
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));
const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

const MOBILE_MENU_ID = 'mobile-menu';

export function AppHeader() {
  const { t } = useLingui();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // A session that cannot be read counts as signed out here (the header ignores lookup errors).
  const { user, isLoading, signOut } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const nav = navFor(user?.is_admin ?? false);
  const placeholder = <span className="account-menu__placeholder" aria-hidden="true" />;

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Logo />
        <nav aria-label={t`Main`} className="main-nav">
          <ul>
            {nav.map((item) => (
              <li key={item.href}>
                <NavItemLink item={item} pathname={pathname} className="main-nav__link" />
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <LanguageSwitch className="language-switch" />
          {isLoading ? (
            placeholder
          ) : user ? (
            <Suspense fallback={placeholder}>
              <AccountMenu user={user} onSignOut={() => void signOut()} />
            </Suspense>
          ) : (
            <ButtonLink href="/auth" type="primary" className="sign-in-button">
              <Trans>Sign In</Trans>
            </ButtonLink>
          )}
          <Button
            className="menu-toggle"
            type="text"
            icon={<MenuOutlined />}
            aria-label={t`Open menu`}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => {
              setMenuWanted(true);
              setMenuOpen(true);
            }}
          />
        </div>
      </div>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu
            id={MOBILE_MENU_ID}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            nav={nav}
            pathname={pathname}
            user={user}
            isLoading={isLoading}
            onSignOut={() => void signOut()}
          />
        </Suspense>
      )}
    </header>
  );
}

import { LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { useRouterState } from '@tanstack/react-router';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useSession } from '../../shared/session';
import { AppLink, ButtonLink } from '../../shared/ui/links';
import { AccountMenu, greeting } from './AccountMenu';
import { Logo } from './Logo';
import { accountNav, isActive, navFor } from './navigation';
import './layout.css';

const MOBILE_MENU_ID = 'mobile-menu';

export function AppHeader() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // A session that cannot be read counts as signed out here (the header ignores lookup errors).
  const { user, isLoading, signOut } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const nav = navFor(user?.is_admin ?? false);

  const navLink = (href: string, label: string, className: string, onClick?: () => void) => {
    const active = isActive(href, pathname);
    return (
      <AppLink
        href={href}
        className={`${className}${active ? ' is-active' : ''}`}
        aria-current={active ? 'page' : undefined}
        onClick={onClick}
      >
        {label}
      </AppLink>
    );
  };

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Logo />
        <nav aria-label="Main" className="main-nav">
          <ul>
            {nav.map((item) => (
              <li key={item.href}>{navLink(item.href, item.label, 'main-nav__link')}</li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          {isLoading ? (
            <span className="account-menu__placeholder" aria-hidden="true" />
          ) : user ? (
            <AccountMenu user={user} onSignOut={() => void signOut()} />
          ) : (
            <ButtonLink href="/auth" type="primary" className="sign-in-button">
              Sign In
            </ButtonLink>
          )}
          <Button
            className="menu-toggle"
            type="text"
            icon={<MenuOutlined />}
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen(true)}
          />
        </div>
      </div>
      <Drawer
        id={MOBILE_MENU_ID}
        title="Menu"
        placement="right"
        size={300}
        open={menuOpen}
        onClose={closeMenu}
        rootClassName="mobile-menu"
      >
        <nav aria-label="Mobile">
          <ul className="mobile-menu__list">
            {nav.map((item) => (
              <li key={item.href}>{navLink(item.href, item.label, 'mobile-menu__link', closeMenu)}</li>
            ))}
          </ul>
          {user ? (
            <div className="mobile-menu__account">
              <p className="mobile-menu__greeting">{greeting(user)}</p>
              <ul className="mobile-menu__list">
                {accountNav.map((item) => (
                  <li key={item.href}>{navLink(item.href, item.label, 'mobile-menu__link', closeMenu)}</li>
                ))}
              </ul>
              <Button
                block
                size="large"
                icon={<LogoutOutlined aria-hidden="true" />}
                onClick={() => {
                  closeMenu();
                  void signOut();
                }}
              >
                Sign Out
              </Button>
            </div>
          ) : (
            !isLoading && (
              <ButtonLink href="/auth" type="primary" block size="large" onClick={closeMenu}>
                Sign In
              </ButtonLink>
            )
          )}
        </nav>
      </Drawer>
    </header>
  );
}

import { MenuOutlined } from '@ant-design/icons';
import { useRouterState } from '@tanstack/react-router';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useSession } from '../../shared/session';
import { AppLink, ButtonLink } from '../../shared/ui/links';
import { Logo } from './Logo';
import { isActive, mainNav } from './navigation';

const MOBILE_MENU_ID = 'mobile-menu';

export function AppHeader() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { user } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Logo />
        <nav aria-label="Main" className="main-nav">
          <ul>
            {mainNav.map((item) => {
              const active = isActive(item.href, pathname);
              return (
                <li key={item.href}>
                  <AppLink
                    href={item.href}
                    className={`main-nav__link${active ? ' is-active' : ''}`}
                    aria-current={active ? 'page' : undefined}
                  >
                    {item.label}
                  </AppLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="site-header__actions">
          {/* Signed-in menu ('Hi, {first name}') arrives with the Identity work. */}
          {!user && (
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
            {mainNav.map((item) => {
              const active = isActive(item.href, pathname);
              return (
                <li key={item.href}>
                  <AppLink
                    href={item.href}
                    className={`mobile-menu__link${active ? ' is-active' : ''}`}
                    aria-current={active ? 'page' : undefined}
                    onClick={closeMenu}
                  >
                    {item.label}
                  </AppLink>
                </li>
              );
            })}
          </ul>
          {!user && (
            <ButtonLink href="/auth" type="primary" block size="large" onClick={closeMenu}>
              Sign In
            </ButtonLink>
          )}
        </nav>
      </Drawer>
    </header>
  );
}

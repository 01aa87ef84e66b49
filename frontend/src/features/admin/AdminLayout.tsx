import { DashboardOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Navigate, Outlet, useRouterState } from '@tanstack/react-router';
import { Breadcrumb, Button, Drawer, Tooltip } from 'antd';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useState } from 'react';
import { useSession } from '../../shared/session';
import { PHONE_QUERY, useMediaQuery } from '../../shared/useMediaQuery';
import { AppLink } from '../../shared/ui/links';
import { adminSections } from './sections';
import './admin.css';

/** Below antd's `lg` (992 px) the side menu starts collapsed to its icons, as antd Pro's does. */
const NARROW_QUERY = '(max-width: 991.98px)';
/** The person's own choice of an open or collapsed menu (wide screens), kept across visits. */
const COLLAPSED_KEY = 'ticketsetu-admin-menu-collapsed';

/** The menu's collapsed state as chosen by the person ('1'/'0'), or null to follow the screen width. */
function useCollapsedChoice(): [boolean | null, (collapsed: boolean) => void] {
  const [choice, setChoice] = useState<boolean | null>(() => {
    const stored = readStorage(COLLAPSED_KEY);
    return stored === null ? null : stored === '1';
  });
  const choose = useCallback((collapsed: boolean) => {
    setChoice(collapsed);
    writeStorage(COLLAPSED_KEY, collapsed ? '1' : '0');
  }, []);
  return [choice, choose];
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private browsing without storage: the choice lasts for this page only.
  }
}

interface NavItem {
  key: string;
  title: string;
  href: string;
  icon: ReactNode;
}

const navItems: NavItem[] = [
  { key: 'dashboard', title: 'Dashboard', href: '/admin', icon: <DashboardOutlined /> },
  ...adminSections.map(({ key, title, href, icon }) => ({ key, title, href, icon })),
];

/** The item a page shows in the breadcrumbs after its section (e.g. a dispute's reference). */
const CrumbContext = createContext<(label: string | null) => void>(() => {});

/**
 * Names the page's item in the breadcrumbs (Admin / Disputes / TS-D-2026-7) while the page is shown;
 * pages without one show 'Admin / Section'.
 */
export function useAdminCrumb(label: string | null | undefined): void {
  const setCrumb = useContext(CrumbContext);
  useEffect(() => {
    setCrumb(label ?? null);
    return () => setCrumb(null);
  }, [label, setCrumb]);
}

function pathOf(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/** Whether a menu item is the current section (the dashboard only at /admin itself). */
function isCurrent(item: NavItem, pathname: string): boolean {
  const path = pathOf(pathname);
  return item.href === '/admin' ? path === '/admin' : path === item.href || path.startsWith(`${item.href}/`);
}

/** The side menu's links: icon and title, or the icon alone (its title in a tooltip) when collapsed. */
function AdminNav({
  label,
  collapsed,
  pathname,
  onNavigate,
}: {
  label: string;
  collapsed: boolean;
  pathname: string;
  onNavigate?: () => void;
}) {
  return (
    <nav className="admin-nav" aria-label={label}>
      <ul>
        {navItems.map((item) => {
          const current = isCurrent(item, pathname);
          const link = (
            <AppLink
              href={item.href}
              className={`admin-nav__link${current ? ' is-active' : ''}`}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
            >
              <span className="admin-nav__icon" aria-hidden="true">
                {item.icon}
              </span>
              <span className={collapsed ? 'sr-only' : 'admin-nav__title'}>{item.title}</span>
            </AppLink>
          );
          return (
            <li key={item.key}>
              {collapsed ? (
                <Tooltip title={item.title} placement="right">
                  {link}
                </Tooltip>
              ) : (
                link
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Admin / Section / item, each but the last a link. */
function AdminBreadcrumbs({ pathname, crumb }: { pathname: string; crumb: string | null }) {
  const path = pathOf(pathname);
  const rest = path.slice('/admin'.length).split('/').filter(Boolean);
  const section = rest.length > 0 ? adminSections.find((s) => s.href === `/admin/${rest[0]}`) : undefined;

  const trail: { title: string; href?: string }[] = [{ title: 'Admin', href: '/admin' }];
  if (rest.length === 0) trail.push({ title: 'Dashboard' });
  else if (!section) trail.push({ title: 'Page not found' });
  else {
    trail.push({ title: section.title, href: section.href });
    if (rest.length > 1) trail.push({ title: crumb ?? 'Details' });
  }
  const last = trail.length - 1;

  return (
    <Breadcrumb
      aria-label="Breadcrumb"
      className="admin-breadcrumbs"
      items={trail.map((item, index) => ({
        key: `${index}-${item.title}`,
        title:
          item.href && index < last ? (
            <AppLink href={item.href}>{item.title}</AppLink>
          ) : (
            <span aria-current={index === last ? 'page' : undefined}>{item.title}</span>
          ),
      }))}
    />
  );
}

/**
 * The back office around every /admin page, as antd Pro lays one out: full width, a side menu with an
 * icon per section that collapses to its icons (by the toggle, or by itself below 992 px; on phones it
 * stays a rail of icons and the toggle opens the whole menu in a drawer), and breadcrumbs above the page.
 */
export function AdminLayout() {
  const { user } = useSession();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const phone = useMediaQuery(PHONE_QUERY);
  const narrow = useMediaQuery(NARROW_QUERY);
  const [choice, choose] = useCollapsedChoice();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [crumb, setCrumb] = useState<string | null>(null);
  const menuId = useId();

  const collapsed = phone || (choice ?? narrow);
  // A drawer left open on a phone turned sideways closes with the wider layout.
  const drawerShown = phone && drawerOpen;
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  // The route guard checked on entry; this catches admin rights removed while the page is open.
  if (user && !user.is_admin) return <Navigate to="/" />;

  const toggle = phone ? (
    <Button
      type="text"
      className="admin-sider__toggle"
      icon={<MenuUnfoldOutlined aria-hidden="true" />}
      aria-label="Open admin menu"
      aria-expanded={drawerShown}
      aria-controls={menuId}
      onClick={() => setDrawerOpen(true)}
    />
  ) : (
    <Button
      type="text"
      className="admin-sider__toggle"
      icon={collapsed ? <MenuUnfoldOutlined aria-hidden="true" /> : <MenuFoldOutlined aria-hidden="true" />}
      aria-label={collapsed ? 'Expand admin menu' : 'Collapse admin menu'}
      aria-expanded={!collapsed}
      onClick={() => choose(!collapsed)}
    />
  );

  return (
    <CrumbContext.Provider value={setCrumb}>
      <div className={`admin-shell${collapsed ? ' is-collapsed' : ''}`}>
        <aside className="admin-sider">
          <div className="admin-sider__head">
            {!collapsed && <span className="admin-sider__title">Back office</span>}
            {toggle}
          </div>
          <AdminNav label="Admin" collapsed={collapsed} pathname={pathname} />
        </aside>
        <div className="admin-main">
          <AdminBreadcrumbs pathname={pathname} crumb={crumb} />
          <Outlet />
        </div>
        {phone && (
          <Drawer
            id={menuId}
            title="Back office"
            placement="left"
            size={280}
            open={drawerShown}
            onClose={closeDrawer}
            rootClassName="admin-menu-drawer"
          >
            <AdminNav label="Admin menu" collapsed={false} pathname={pathname} onNavigate={closeDrawer} />
          </Drawer>
        )}
      </div>
    </CrumbContext.Provider>
  );
}

import { DashboardOutlined } from '@ant-design/icons';
import { Link, Navigate, Outlet } from '@tanstack/react-router';
import { useSession } from '../../shared/session';
import { ToneTag } from '../../shared/ui/ToneTag';
import { adminSections } from './sections';
import './admin.css';

/** /admin and its pages: the admin navigation beside (or, on phones, above) the page. */
export function AdminLayout() {
  const { user } = useSession();
  // The route guard checked on entry; this catches admin rights removed while the page is open.
  if (user && !user.is_admin) return <Navigate to="/" />;

  return (
    <div className="container page admin-shell">
      <nav className="admin-nav" aria-label="Admin">
        <p className="admin-nav__title">
          Admin <ToneTag tone="accent">Staff</ToneTag>
        </p>
        <ul>
          <li>
            <Link
              to="/admin"
              activeOptions={{ exact: true }}
              className="admin-nav__link"
              activeProps={{ className: 'is-active', 'aria-current': 'page' }}
            >
              <DashboardOutlined aria-hidden="true" /> Dashboard
            </Link>
          </li>
          {adminSections.map((section) =>
            section.href ? (
              <li key={section.key}>
                <Link
                  to={section.href}
                  className="admin-nav__link"
                  activeProps={{ className: 'is-active', 'aria-current': 'page' }}
                >
                  <span aria-hidden="true">{section.icon}</span> {section.title}
                </Link>
              </li>
            ) : null,
          )}
        </ul>
      </nav>
      <div className="admin-main">
        <Outlet />
      </div>
    </div>
  );
}

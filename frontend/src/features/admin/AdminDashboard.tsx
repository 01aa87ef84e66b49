import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../shared/usePageTitle';
import { ToneTag } from '../../shared/ui/ToneTag';
import { adminSections } from './sections';

/** /admin: a card per section; sections still being built are shown, disabled, as 'Coming soon'. */
export function AdminDashboard() {
  usePageTitle('Admin dashboard');
  return (
    <>
      <h1 className="page-title">Admin dashboard</h1>
      <p className="page-subtitle">Manage users, events, listings, transfers and payouts.</p>
      <ul className="admin-cards">
        {adminSections.map((section) => (
          <li key={section.key}>
            {section.href ? (
              <Link to={section.href} className="admin-card">
                <span className="admin-card__icon" aria-hidden="true">
                  {section.icon}
                </span>
                <h2 className="admin-card__title">{section.title}</h2>
                <span className="admin-card__text">{section.description}</span>
              </Link>
            ) : (
              <div className="admin-card admin-card--disabled">
                <span className="admin-card__icon" aria-hidden="true">
                  {section.icon}
                </span>
                <h2 className="admin-card__title">
                  {section.title} <ToneTag>Coming soon</ToneTag>
                </h2>
                <span className="admin-card__text">{section.description}</span>
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

import { AndroidFilled, AppleFilled, MailOutlined } from '../../shared/ui/icons';
import { Link } from '@tanstack/react-router';
import { SUPPORT } from '../../shared/site-facts';
import { SocialLinks } from '../../shared/ui/SocialLinks';
import { Logo } from './Logo';
import { footerNav } from './navigation';
import './layout.css';

export function AppFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo inverted />
          <p className="site-footer__tagline">
            India’s safe marketplace for reselling event tickets. Verified sellers, secure payments, support{' '}
            {SUPPORT.hours}.
          </p>
          <p className="site-footer__email">
            <MailOutlined aria-hidden="true" /> <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
          </p>
          <SocialLinks />
        </div>

        <nav aria-label="Footer" className="site-footer__nav">
          {footerNav.map((group) => (
            <div key={group.heading} className="site-footer__group">
              <h2 className="site-footer__heading">{group.heading}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <div className="site-footer__apps">
          <h2 className="site-footer__heading">Get the app</h2>
          <ul className="store-badges">
            <li className="store-badge">
              <AppleFilled aria-hidden="true" className="store-badge__icon" />
              <span>
                <span className="store-badge__small">Coming soon on the</span>
                <span className="store-badge__name">App Store</span>
              </span>
            </li>
            <li className="store-badge">
              <AndroidFilled aria-hidden="true" className="store-badge__icon" />
              <span>
                <span className="store-badge__small">Coming soon on</span>
                <span className="store-badge__name">Google Play</span>
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>© {new Date().getFullYear()} TicketSetu. All rights reserved.</p>
          <p>Prices in Indian Rupees (₹). Times in IST.</p>
        </div>
      </div>
    </footer>
  );
}

import { AndroidFilled, AppleFilled, MailOutlined } from '../../shared/ui/icons';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { SUPPORT } from '../../shared/site-facts';
import { SocialLinks } from '../../shared/ui/SocialLinks';
import { Logo } from './Logo';
import { footerNav } from './navigation';
import './layout.css';

export function AppFooter() {
  const { i18n } = useLingui();
  const hours = SUPPORT.hours;
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo inverted />
          <p className="site-footer__tagline">
            <Trans>
              India’s safe marketplace for reselling event tickets. Verified sellers, secure payments, support {hours}.
            </Trans>
          </p>
          <p className="site-footer__email">
            <MailOutlined aria-hidden="true" /> <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
          </p>
          <SocialLinks />
        </div>

        <nav aria-label={i18n._(msg`Footer`)} className="site-footer__nav">
          {footerNav.map((group) => (
            <div key={group.heading.id} className="site-footer__group">
              <h2 className="site-footer__heading">{i18n._(group.heading)}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href}>{i18n._(link.label)}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <div className="site-footer__apps">
          <h2 className="site-footer__heading">
            <Trans>Get the app</Trans>
          </h2>
          <ul className="store-badges">
            <li className="store-badge">
              <AppleFilled aria-hidden="true" className="store-badge__icon" />
              <span>
                <span className="store-badge__small">
                  <Trans>Coming soon on the</Trans>
                </span>
                <span className="store-badge__name">App Store</span>
              </span>
            </li>
            <li className="store-badge">
              <AndroidFilled aria-hidden="true" className="store-badge__icon" />
              <span>
                <span className="store-badge__small">
                  <Trans>Coming soon on</Trans>
                </span>
                <span className="store-badge__name">Google Play</span>
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>
            <Trans>© {year} TicketSetu. All rights reserved.</Trans>
          </p>
          <p>
            <Trans>Prices in Indian Rupees (₹). Times in IST.</Trans>
          </p>
        </div>
      </div>
    </footer>
  );
}

import {
  AndroidFilled,
  AppleFilled,
  FacebookFilled,
  InstagramOutlined,
  LinkedinFilled,
  MailOutlined,
  XOutlined,
  YoutubeFilled,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { AppLink } from '../../shared/ui/links';
import { Logo } from './Logo';
import { footerNav, SUPPORT_EMAIL, socialLinks } from './navigation';

const socialIcons: Record<(typeof socialLinks)[number]['key'], ReactNode> = {
  instagram: <InstagramOutlined />,
  x: <XOutlined />,
  facebook: <FacebookFilled />,
  linkedin: <LinkedinFilled />,
  youtube: <YoutubeFilled />,
};

export function AppFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo inverted />
          <p className="site-footer__tagline">
            India’s safe marketplace for reselling event tickets. Verified sellers, secure payments, support 24/7.
          </p>
          <p className="site-footer__email">
            <MailOutlined aria-hidden="true" /> <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
          <ul className="social-links" aria-label="TicketSetu on social media">
            {socialLinks.map((social) => (
              <li key={social.key}>
                <a href={social.href} target="_blank" rel="noopener noreferrer" aria-label={social.label}>
                  {socialIcons[social.key]}
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label="Footer" className="site-footer__nav">
          {footerNav.map((group) => (
            <div key={group.heading} className="site-footer__group">
              <h2 className="site-footer__heading">{group.heading}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <AppLink href={link.href}>{link.label}</AppLink>
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

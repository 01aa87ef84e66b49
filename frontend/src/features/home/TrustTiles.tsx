import { ArrowRightOutlined, LikeOutlined, SafetyCertificateOutlined, SafetyOutlined } from '../../shared/ui/icons';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PAYMENT_GATEWAY } from '../../shared/site-facts';
import './trust-tiles.css';

interface TrustTile {
  icon: ReactNode;
  title: string;
  text: string;
  /** Each claim links to the page that explains it. */
  link: { to: LinkProps['to']; hash?: string; label: string };
}

const tiles: TrustTile[] = [
  {
    icon: <SafetyOutlined />,
    title: '100% Secure',
    text: `Pay through ${PAYMENT_GATEWAY}. We hold your money until the tickets are safely transferred to you.`,
    link: { to: '/buyer-guarantee', label: 'How your payment is protected' },
  },
  {
    icon: <SafetyCertificateOutlined />,
    title: 'Verified Sellers',
    text: 'Our team reviews every listing before it goes on sale, so you only see genuine tickets.',
    link: { to: '/how-it-works', hash: 'verified-sellers', label: 'How we verify sellers' },
  },
  {
    icon: <LikeOutlined />,
    title: 'Best Prices',
    text: 'Fair prices set by fans, with platform fees shown upfront. No hidden charges at checkout.',
    link: { to: '/faq', hash: 'fees', label: 'See our fees' },
  },
];

export function TrustTiles() {
  return (
    <section className="section section--tinted" aria-labelledby="trust-heading">
      <div className="container">
        <h2 id="trust-heading" className="section-title section-title--center">
          Why fans trust TicketSetu
        </h2>
        <ul className="trust-tiles">
          {tiles.map((tile) => (
            <li key={tile.title} className="trust-tile">
              <span className="trust-tile__icon" aria-hidden="true">
                {tile.icon}
              </span>
              <h3 className="trust-tile__title">{tile.title}</h3>
              <p className="trust-tile__text">{tile.text}</p>
              <Link to={tile.link.to} hash={tile.link.hash} className="trust-tile__link">
                {tile.link.label} <ArrowRightOutlined aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { ArrowRightOutlined, LikeOutlined, SafetyCertificateOutlined, SafetyOutlined } from '../../shared/ui/icons';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PAYMENT_GATEWAY } from '../../shared/site-facts';
import './trust-tiles.css';

interface TrustTile {
  icon: ReactNode;
  title: MessageDescriptor;
  text: MessageDescriptor;
  /** Each claim links to the page that explains it. */
  link: { to: LinkProps['to']; hash?: string; label: MessageDescriptor };
}

const gateway = PAYMENT_GATEWAY;

const tiles: TrustTile[] = [
  {
    icon: <SafetyOutlined />,
    title: msg`100% Secure`,
    text: msg`Pay through ${gateway}. We hold your money until the tickets are safely transferred to you.`,
    link: { to: '/buyer-guarantee', label: msg`How your payment is protected` },
  },
  {
    icon: <SafetyCertificateOutlined />,
    title: msg`Verified Sellers`,
    text: msg`Our team reviews every listing before it goes on sale, so you only see genuine tickets.`,
    link: { to: '/how-it-works', hash: 'verified-sellers', label: msg`How we verify sellers` },
  },
  {
    icon: <LikeOutlined />,
    title: msg`Best Prices`,
    text: msg`Fair prices set by fans, with platform fees shown upfront. No hidden charges at checkout.`,
    link: { to: '/faq', hash: 'fees', label: msg`See our fees` },
  },
];

export function TrustTiles() {
  const { i18n } = useLingui();
  return (
    <section className="section section--tinted" aria-labelledby="trust-heading">
      <div className="container">
        <h2 id="trust-heading" className="section-title section-title--center">
          <Trans>Why fans trust TicketSetu</Trans>
        </h2>
        <ul className="trust-tiles">
          {tiles.map((tile) => (
            <li key={tile.title.id} className="trust-tile">
              <span className="trust-tile__icon" aria-hidden="true">
                {tile.icon}
              </span>
              <h3 className="trust-tile__title">{i18n._(tile.title)}</h3>
              <p className="trust-tile__text">{i18n._(tile.text)}</p>
              <Link to={tile.link.to} hash={tile.link.hash} className="trust-tile__link">
                {i18n._(tile.link.label)} <ArrowRightOutlined aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

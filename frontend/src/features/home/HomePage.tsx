import { Trans } from '@lingui/react/macro';
import { SafetyCertificateFilled } from '../../shared/ui/icons';
import { usePageTitle } from '../../shared/usePageTitle';
import { ButtonLink } from '../../shared/ui/links';
import { FeaturedEvents } from './FeaturedEvents';
import { HeroArt } from './HeroArt';
import { HeroSearch } from './HeroSearch';
import { RewardsPanel } from './RewardsPanel';
import { TrustTiles } from './TrustTiles';
import './home.css';

export function HomePage() {
  usePageTitle();
  return (
    <>
      <section className="hero" aria-labelledby="hero-heading">
        <div className="container hero__inner">
          <div className="hero__copy">
            <p className="hero__eyebrow">
              <SafetyCertificateFilled aria-hidden="true" /> <Trans>India’s safe ticket resale marketplace</Trans>
            </p>
            <h1 id="hero-heading" className="hero__title">
              <Trans>
                Can’t go? Sell it. <span className="hero__accent">Want in?</span> Buy it safely.
              </Trans>
            </h1>
            <p className="hero__subtitle">
              <Trans>
                Buy and sell tickets for concerts, cricket, comedy and theatre across India. Every seller is verified
                and your payment is held until the tickets are yours.
              </Trans>
            </p>
            <div className="hero__actions">
              <ButtonLink href="/events" type="primary" size="large" className="hero__buy">
                <Trans>Buy Tickets</Trans>
              </ButtonLink>
              <ButtonLink href="/sell" size="large" className="btn-saffron">
                <Trans>Sell Tickets</Trans>
              </ButtonLink>
            </div>
            <HeroSearch />
          </div>
          <HeroArt />
        </div>
      </section>
      <FeaturedEvents />
      <TrustTiles />
      <RewardsPanel />
    </>
  );
}

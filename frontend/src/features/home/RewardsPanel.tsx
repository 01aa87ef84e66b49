import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { CheckCircleFilled, GiftOutlined } from '../../shared/ui/icons';
import { ButtonLink } from '../../shared/ui/links';
import './home.css';

const steps = [
  msg`Sellers list tickets and our team verifies each one.`,
  msg`You pay securely; the money is held, not paid out.`,
  msg`Tickets move through BookMyShow, District or a courier, then the seller is paid.`,
];

/** The 'Simple & Secure Ticketing' panel: how a sale works, and the rewards programme. */
export function RewardsPanel() {
  const { i18n } = useLingui();
  return (
    <section className="section" aria-labelledby="rewards-heading">
      <div className="container">
        <div className="rewards-panel">
          <div className="rewards-panel__copy">
            <h2 id="rewards-heading" className="rewards-panel__title">
              <Trans>Simple &amp; Secure Ticketing</Trans>
            </h2>
            <ul className="rewards-panel__steps">
              {steps.map((step) => (
                <li key={step.id}>
                  <CheckCircleFilled aria-hidden="true" />
                  <span>{i18n._(step)}</span>
                </li>
              ))}
            </ul>
            <ButtonLink href="/events" size="large" className="btn-saffron">
              <Trans>Find your next event</Trans>
            </ButtonLink>
          </div>
          <div className="rewards-card">
            <span className="rewards-card__icon" aria-hidden="true">
              <GiftOutlined />
            </span>
            <h3 className="rewards-card__title">
              <Trans>Your 11th ticket rewards you</Trans>
            </h3>
            <p>
              <Trans>
                Buy 10 tickets on TicketSetu and your 11th earns a credit equal to the average price of those 10
                tickets.
              </Trans>
            </p>
            <p className="rewards-card__note">
              <Trans>The average excludes taxes, fees and processing costs.</Trans>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}

import { CheckCircleFilled, GiftOutlined } from '../../shared/ui/icons';
import { ButtonLink } from '../../shared/ui/links';
import './home.css';

const steps = [
  'Sellers list tickets and our team verifies each one.',
  'You pay securely; the money is held, not paid out.',
  'Tickets move through BookMyShow, District or a courier, then the seller is paid.',
];

/** The 'Simple & Secure Ticketing' panel: how a sale works, and the rewards programme. */
export function RewardsPanel() {
  return (
    <section className="section" aria-labelledby="rewards-heading">
      <div className="container">
        <div className="rewards-panel">
          <div className="rewards-panel__copy">
            <h2 id="rewards-heading" className="rewards-panel__title">
              Simple &amp; Secure Ticketing
            </h2>
            <ul className="rewards-panel__steps">
              {steps.map((step) => (
                <li key={step}>
                  <CheckCircleFilled aria-hidden="true" />
                  <span>{step}</span>
                </li>
              ))}
            </ul>
            <ButtonLink href="/events" size="large" className="btn-saffron">
              Find your next event
            </ButtonLink>
          </div>
          <div className="rewards-card">
            <span className="rewards-card__icon" aria-hidden="true">
              <GiftOutlined />
            </span>
            <h3 className="rewards-card__title">Your 11th ticket rewards you</h3>
            <p>
              Buy 10 tickets on TicketSetu and your 11th earns a credit equal to the average price of those 10 tickets.
            </p>
            <p className="rewards-card__note">The average excludes taxes, fees and processing costs.</p>
          </div>
        </div>
      </div>
    </section>
  );
}

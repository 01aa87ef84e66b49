import { Trans } from '@lingui/react/macro';
import { LockOutlined, SafetyCertificateOutlined, SwapOutlined, TagOutlined } from '../../shared/ui/icons';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FEES, MIN_AGE, PAYMENT_GATEWAY, TRANSFER_PLATFORMS } from '../../shared/site-facts';
import { ContactCta } from './ContactCta';
import { ContentPage } from './ContentPage';
import { Fact, FactList } from './Fact';

const pillars: { icon: ReactNode; title: ReactNode; text: ReactNode }[] = [
  {
    icon: <LockOutlined />,
    title: <Trans>Secure</Trans>,
    text: (
      <Trans>
        You pay through {PAYMENT_GATEWAY} and we hold the money until the transfer is complete. The seller is paid only
        after the tickets are yours.
      </Trans>
    ),
  },
  {
    icon: <TagOutlined />,
    title: <Trans>Fair Pricing</Trans>,
    text: (
      <Trans>
        Sellers set their own prices and every listing sits side by side. Our fee is one clear line,{' '}
        <Fact of={FEES.buyerLabel} />, shown before you pay.
      </Trans>
    ),
  },
  {
    icon: <SafetyCertificateOutlined />,
    title: <Trans>Verified Users</Trans>,
    text: (
      <Trans>
        Every member confirms their mobile number with a one-time password, and our team checks every listing before it
        goes on sale.
      </Trans>
    ),
  },
  {
    icon: <SwapOutlined />,
    title: <Trans>Easy Transfers</Trans>,
    text: (
      <Trans>
        Mobile tickets move through <FactList of={TRANSFER_PLATFORMS} word="or" />
        ’s own transfer feature. Physical tickets are collected and delivered by our courier partner.
      </Trans>
    ),
  },
];

const steps = [
  {
    title: <Trans>List tickets</Trans>,
    text: (
      <Trans>
        Sellers list the tickets they can’t use and upload proof. Our team verifies each listing before it is shown.
      </Trans>
    ),
  },
  {
    title: <Trans>Secure payment</Trans>,
    text: (
      <Trans>
        Buyers pay through {PAYMENT_GATEWAY}. We hold the payment; nobody is paid until the tickets change hands.
      </Trans>
    ),
  },
  {
    title: <Trans>Safe transfer</Trans>,
    text: (
      <Trans>
        Tickets move through <FactList of={TRANSFER_PLATFORMS} word="or" /> or by courier. Once the transfer is
        confirmed, the seller is paid.
      </Trans>
    ),
  },
];

export function AboutPage() {
  return (
    <ContentPage
      page="/about"
      eyebrow={<Trans>Company</Trans>}
      intro={
        <p>
          <Trans>
            <em>Setu</em> means bridge. TicketSetu connects fans who can’t make it to a show with fans who want to be
            there: an Indian marketplace for reselling event tickets safely and at fair prices.
          </Trans>
        </p>
      }
      sections={[
        {
          id: 'mission',
          title: <Trans>Our mission</Trans>,
          content: (
            <>
              <p>
                <Trans>
                  Plans change. A ticket you can’t use shouldn’t go to waste, and a fan who missed the sale shouldn’t
                  have to gamble on a stranger in a group chat.
                </Trans>
              </p>
              <p>
                <Trans>
                  We want buying a ticket from another fan to feel as safe as buying from the box office: every listing
                  checked by a person, every payment held until the tickets arrive, and every fee shown before you pay.
                  Concerts, cricket, comedy, theatre and festivals across India, all in one trusted place.
                </Trans>
              </p>
            </>
          ),
        },
        {
          id: 'pillars',
          title: <Trans>What we stand for</Trans>,
          content: (
            <ul className="content-cards content-cards--pillars">
              {pillars.map((pillar, index) => (
                <li key={index}>
                  <div className="content-card">
                    <span className="content-card__icon" aria-hidden="true">
                      {pillar.icon}
                    </span>
                    <h3 className="content-card__title">{pillar.title}</h3>
                    <p>{pillar.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          ),
        },
        {
          id: 'how-it-works',
          title: <Trans>How it works</Trans>,
          content: (
            <>
              <ol className="content-steps">
                {steps.map((step, index) => (
                  <li key={index}>
                    <h3>{step.title}</h3>
                    <p>{step.text}</p>
                  </li>
                ))}
              </ol>
              <p>
                <Trans>
                  The details for buyers and sellers are on <Link to="/how-it-works">How It Works</Link>.
                </Trans>
              </p>
            </>
          ),
        },
        {
          id: 'trust-and-safety',
          title: <Trans>Trust & Safety</Trans>,
          content: (
            <>
              <p>
                <Trans>Safety is not a feature we add at the end; it is how every sale on TicketSetu works.</Trans>
              </p>
              <ul>
                <li>
                  <Trans>
                    <strong>People check every listing.</strong> Our team reviews the proof a seller uploads before the
                    tickets go on sale, and flags screenshots that have been used before.
                  </Trans>
                </li>
                <li>
                  <Trans>
                    <strong>Your money waits for your tickets.</strong> Payments are held until the transfer is
                    complete. If it fails, you are refunded in full.
                  </Trans>
                </li>
                <li>
                  <Trans>
                    <strong>Real, verified members.</strong> Accounts are for adults aged {MIN_AGE} or over, and every
                    mobile number is verified with a one-time password.
                  </Trans>
                </li>
                <li>
                  <Trans>
                    <strong>A guarantee behind every order.</strong> Our{' '}
                    <Link to="/buyer-guarantee">Buyer Guarantee</Link> covers tickets that never arrive, tickets that
                    don’t work and events that are cancelled.
                  </Trans>
                </li>
                <li>
                  <Trans>
                    <strong>Your data stays yours.</strong> We use it to run your orders, never for advertising. See our{' '}
                    <Link to="/privacy-policy">Privacy Policy</Link>.
                  </Trans>
                </li>
              </ul>
              <p>
                <Trans>
                  Spotted a suspicious listing or message? <Link to="/contact">Tell us</Link> and our team will look
                  into it.
                </Trans>
              </p>
            </>
          ),
        },
      ]}
      footer={<ContactCta title={<Trans>Questions about TicketSetu?</Trans>} />}
    />
  );
}

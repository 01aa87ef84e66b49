import { LockOutlined, SafetyCertificateOutlined, SwapOutlined, TagOutlined } from '../../shared/ui/icons';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FEES, joinList, MIN_AGE, PAYMENT_GATEWAY, TRANSFER_PLATFORMS } from '../../shared/site-facts';
import { ContactCta } from './ContactCta';
import { ContentPage } from './ContentPage';

const platforms = joinList(TRANSFER_PLATFORMS, 'or');

const pillars: { icon: ReactNode; title: string; text: ReactNode }[] = [
  {
    icon: <LockOutlined />,
    title: 'Secure',
    text: `You pay through ${PAYMENT_GATEWAY} and we hold the money until the transfer is complete. The seller is paid only after the tickets are yours.`,
  },
  {
    icon: <TagOutlined />,
    title: 'Fair Pricing',
    text: `Sellers set their own prices and every listing sits side by side. Our fee is one clear line, ${FEES.buyerLabel}, shown before you pay.`,
  },
  {
    icon: <SafetyCertificateOutlined />,
    title: 'Verified Users',
    text: 'Every member confirms their mobile number with a one-time password, and our team checks every listing before it goes on sale.',
  },
  {
    icon: <SwapOutlined />,
    title: 'Easy Transfers',
    text: `Mobile tickets move through ${platforms}’s own transfer feature. Physical tickets are collected and delivered by our courier partner.`,
  },
];

const steps = [
  {
    title: 'List tickets',
    text: 'Sellers list the tickets they can’t use and upload proof. Our team verifies each listing before it is shown.',
  },
  {
    title: 'Secure payment',
    text: `Buyers pay through ${PAYMENT_GATEWAY}. We hold the payment; nobody is paid until the tickets change hands.`,
  },
  {
    title: 'Safe transfer',
    text: `Tickets move through ${platforms} or by courier. Once the transfer is confirmed, the seller is paid.`,
  },
];

export function AboutPage() {
  return (
    <ContentPage
      title="About TicketSetu"
      eyebrow="Company"
      intro={
        <p>
          <em>Setu</em> means bridge. TicketSetu connects fans who can’t make it to a show with fans who want to be
          there: an Indian marketplace for reselling event tickets safely and at fair prices.
        </p>
      }
      sections={[
        {
          id: 'mission',
          title: 'Our mission',
          content: (
            <>
              <p>
                Plans change. A ticket you can’t use shouldn’t go to waste, and a fan who missed the sale shouldn’t have
                to gamble on a stranger in a group chat.
              </p>
              <p>
                We want buying a ticket from another fan to feel as safe as buying from the box office: every listing
                checked by a person, every payment held until the tickets arrive, and every fee shown before you pay.
                Concerts, cricket, comedy, theatre and festivals across India, all in one trusted place.
              </p>
            </>
          ),
        },
        {
          id: 'pillars',
          title: 'What we stand for',
          content: (
            <ul className="content-cards content-cards--pillars">
              {pillars.map((pillar) => (
                <li key={pillar.title}>
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
          title: 'How it works',
          content: (
            <>
              <ol className="content-steps">
                {steps.map((step) => (
                  <li key={step.title}>
                    <h3>{step.title}</h3>
                    <p>{step.text}</p>
                  </li>
                ))}
              </ol>
              <p>
                The details for buyers and sellers are on <Link to="/how-it-works">How It Works</Link>.
              </p>
            </>
          ),
        },
        {
          id: 'trust-and-safety',
          title: 'Trust & Safety',
          content: (
            <>
              <p>Safety is not a feature we add at the end; it is how every sale on TicketSetu works.</p>
              <ul>
                <li>
                  <strong>People check every listing.</strong> Our team reviews the proof a seller uploads before the
                  tickets go on sale, and flags screenshots that have been used before.
                </li>
                <li>
                  <strong>Your money waits for your tickets.</strong> Payments are held until the transfer is complete.
                  If it fails, you are refunded in full.
                </li>
                <li>
                  <strong>Real, verified members.</strong> Accounts are for adults aged {MIN_AGE} or over, and every
                  mobile number is verified with a one-time password.
                </li>
                <li>
                  <strong>A guarantee behind every order.</strong> Our{' '}
                  <Link to="/buyer-guarantee">Buyer Guarantee</Link> covers tickets that never arrive, tickets that
                  don’t work and events that are cancelled.
                </li>
                <li>
                  <strong>Your data stays yours.</strong> We use it to run your orders, never for advertising. See our{' '}
                  <Link to="/privacy-policy">Privacy Policy</Link>.
                </li>
              </ul>
              <p>
                Spotted a suspicious listing or message? <Link to="/contact">Tell us</Link> and our team will look into
                it.
              </p>
            </>
          ),
        },
      ]}
      footer={<ContactCta title="Questions about TicketSetu?" />}
    />
  );
}

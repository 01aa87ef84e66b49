import { Trans } from '@lingui/react/macro';
import {
  AuditOutlined,
  CreditCardOutlined,
  FileProtectOutlined,
  GiftOutlined,
  MailOutlined,
  PercentageOutlined,
  SafetyCertificateOutlined,
  ShoppingCartOutlined,
  SwapOutlined,
  TagsOutlined,
  UserOutlined,
  WalletOutlined,
} from '../../shared/ui/icons';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { GRIEVANCE_OFFICER, REWARDS, SUPPORT, TRANSFER_PLATFORMS } from '../../shared/site-facts';
import { ContentPage } from './ContentPage';
import { Fact, FactList } from './Fact';
import { faqItems } from './faq';
import { FaqList } from './FaqList';
import { RouterButton } from './RouterButton';

type TopicPath =
  | '/how-it-works'
  | '/faq'
  | '/refund-policy'
  | '/buyer-guarantee'
  | '/privacy-policy'
  | '/accessibility'
  | '/terms-and-conditions';

const topics: { icon: ReactNode; title: ReactNode; text: ReactNode; to: TopicPath; hash?: string }[] = [
  {
    icon: <ShoppingCartOutlined />,
    title: <Trans>Buying tickets</Trans>,
    text: <Trans>Finding an event, choosing tickets and paying safely.</Trans>,
    to: '/how-it-works',
    hash: 'buyers',
  },
  {
    icon: <TagsOutlined />,
    title: <Trans>Selling tickets</Trans>,
    text: <Trans>Listing your tickets, verification and what happens after a sale.</Trans>,
    to: '/how-it-works',
    hash: 'sellers',
  },
  {
    icon: <SwapOutlined />,
    title: <Trans>Ticket transfers</Trans>,
    text: (
      <Trans>
        Mobile transfers on <FactList of={TRANSFER_PLATFORMS} />, and courier delivery.
      </Trans>
    ),
    to: '/how-it-works',
    hash: 'transfers',
  },
  {
    icon: <PercentageOutlined />,
    title: <Trans>Fees and prices</Trans>,
    text: <Trans>What buyers and sellers pay, and why there are no hidden charges.</Trans>,
    to: '/faq',
    hash: 'fees',
  },
  {
    icon: <CreditCardOutlined />,
    title: <Trans>Payments and refunds</Trans>,
    text: <Trans>When you get your money back and how long it takes.</Trans>,
    to: '/refund-policy',
  },
  {
    icon: <SafetyCertificateOutlined />,
    title: <Trans>Buyer Guarantee</Trans>,
    text: <Trans>What our 100% trust guarantee covers and how to claim.</Trans>,
    to: '/buyer-guarantee',
  },
  {
    icon: <WalletOutlined />,
    title: <Trans>Seller payouts</Trans>,
    text: <Trans>When and how sellers are paid for tickets they sell.</Trans>,
    to: '/faq',
    hash: 'selling',
  },
  {
    icon: <GiftOutlined />,
    title: <Trans>Rewards</Trans>,
    text: (
      <Trans>
        How your <Fact of={REWARDS.rewardedTicket} /> ticket earns you a credit.
      </Trans>
    ),
    to: '/faq',
    hash: 'rewards',
  },
  {
    icon: <UserOutlined />,
    title: <Trans>Your account and data</Trans>,
    text: <Trans>Your privacy rights, and deleting your account.</Trans>,
    to: '/privacy-policy',
  },
  {
    icon: <AuditOutlined />,
    title: <Trans>Terms and rules</Trans>,
    text: <Trans>Who can use TicketSetu and what sellers must do.</Trans>,
    to: '/terms-and-conditions',
  },
  {
    icon: <FileProtectOutlined />,
    title: <Trans>Accessibility</Trans>,
    text: <Trans>How accessible the site is and how to get help.</Trans>,
    to: '/accessibility',
  },
];

export function HelpCenterPage() {
  return (
    <ContentPage
      page="/help"
      eyebrow={<Trans>Support</Trans>}
      intro={
        <>
          <p>
            <Trans>
              Answers about buying, selling, transfers, refunds and your account. Can’t find what you need? Our support
              team is here {SUPPORT.hours}.
            </Trans>
          </p>
          <div className="content-hero__actions">
            <RouterButton to="/contact" look="primary" size="large" icon={<MailOutlined aria-hidden="true" />}>
              <Trans>Contact support</Trans>
            </RouterButton>
            <RouterButton to="/faq" size="large">
              <Trans>Read the FAQ</Trans>
            </RouterButton>
          </div>
        </>
      }
      sections={[
        {
          id: 'topics',
          title: <Trans>Browse help topics</Trans>,
          content: (
            <ul className="content-cards">
              {topics.map((topic) => (
                <li key={`${topic.to}#${topic.hash ?? ''}`}>
                  <div className="content-card content-card--link">
                    <span className="content-card__icon" aria-hidden="true">
                      {topic.icon}
                    </span>
                    <h3 className="content-card__title">
                      <Link to={topic.to} hash={topic.hash} className="content-card__link">
                        {topic.title}
                      </Link>
                    </h3>
                    <p>{topic.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          ),
        },
        {
          id: 'popular',
          title: <Trans>Popular questions</Trans>,
          content: (
            <>
              <FaqList items={faqItems(['receive-tickets', 'transfer-fails', 'payout-time', 'delete-account'])} />
              <p>
                <Trans>
                  <Link to="/faq">See all frequently asked questions</Link>
                </Trans>
              </p>
            </>
          ),
        },
        {
          id: 'contact',
          title: <Trans>Contact support</Trans>,
          content: (
            <>
              <p>
                <Trans>
                  Write to us any time at <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a> or send a message
                  through the contact form. We reply within <Fact of={SUPPORT.firstReplyWithin} />.
                </Trans>
              </p>
              <p>
                <Trans>
                  <RouterButton to="/contact" look="primary" size="large" icon={<MailOutlined aria-hidden="true" />}>
                    Send us a message
                  </RouterButton>
                </Trans>
              </p>
              <p>
                <Trans>
                  Not happy with how we handled something? Our Grievance Officer can be reached at{' '}
                  <a href={`mailto:${GRIEVANCE_OFFICER.email}`}>{GRIEVANCE_OFFICER.email}</a>.
                </Trans>
              </p>
            </>
          ),
        },
      ]}
    />
  );
}

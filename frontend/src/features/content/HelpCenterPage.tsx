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
import { GRIEVANCE_OFFICER, joinList, REWARDS, SUPPORT, TRANSFER_PLATFORMS } from '../../shared/site-facts';
import { ContentPage } from './ContentPage';
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

const topics: { icon: ReactNode; title: string; text: string; to: TopicPath; hash?: string }[] = [
  {
    icon: <ShoppingCartOutlined />,
    title: 'Buying tickets',
    text: 'Finding an event, choosing tickets and paying safely.',
    to: '/how-it-works',
    hash: 'buyers',
  },
  {
    icon: <TagsOutlined />,
    title: 'Selling tickets',
    text: 'Listing your tickets, verification and what happens after a sale.',
    to: '/how-it-works',
    hash: 'sellers',
  },
  {
    icon: <SwapOutlined />,
    title: 'Ticket transfers',
    text: `Mobile transfers on ${joinList(TRANSFER_PLATFORMS)}, and courier delivery.`,
    to: '/how-it-works',
    hash: 'transfers',
  },
  {
    icon: <PercentageOutlined />,
    title: 'Fees and prices',
    text: 'What buyers and sellers pay, and why there are no hidden charges.',
    to: '/faq',
    hash: 'fees',
  },
  {
    icon: <CreditCardOutlined />,
    title: 'Payments and refunds',
    text: 'When you get your money back and how long it takes.',
    to: '/refund-policy',
  },
  {
    icon: <SafetyCertificateOutlined />,
    title: 'Buyer Guarantee',
    text: 'What our 100% trust guarantee covers and how to claim.',
    to: '/buyer-guarantee',
  },
  {
    icon: <WalletOutlined />,
    title: 'Seller payouts',
    text: 'When and how sellers are paid for tickets they sell.',
    to: '/faq',
    hash: 'selling',
  },
  {
    icon: <GiftOutlined />,
    title: 'Rewards',
    text: `How your ${REWARDS.rewardedTicket} ticket earns you a credit.`,
    to: '/faq',
    hash: 'rewards',
  },
  {
    icon: <UserOutlined />,
    title: 'Your account and data',
    text: 'Your privacy rights, and deleting your account.',
    to: '/privacy-policy',
  },
  {
    icon: <AuditOutlined />,
    title: 'Terms and rules',
    text: 'Who can use TicketSetu and what sellers must do.',
    to: '/terms-and-conditions',
  },
  {
    icon: <FileProtectOutlined />,
    title: 'Accessibility',
    text: 'How accessible the site is and how to get help.',
    to: '/accessibility',
  },
];

export function HelpCenterPage() {
  return (
    <ContentPage
      title="Help Center"
      eyebrow="Support"
      intro={
        <>
          <p>
            Answers about buying, selling, transfers, refunds and your account. Can’t find what you need? Our support
            team is here {SUPPORT.hours}.
          </p>
          <div className="content-hero__actions">
            <RouterButton to="/contact" look="primary" size="large" icon={<MailOutlined aria-hidden="true" />}>
              Contact support
            </RouterButton>
            <RouterButton to="/faq" size="large">
              Read the FAQ
            </RouterButton>
          </div>
        </>
      }
      sections={[
        {
          id: 'topics',
          title: 'Browse help topics',
          content: (
            <ul className="content-cards">
              {topics.map((topic) => (
                <li key={topic.title}>
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
          title: 'Popular questions',
          content: (
            <>
              <FaqList items={faqItems(['receive-tickets', 'transfer-fails', 'payout-time', 'delete-account'])} />
              <p>
                <Link to="/faq">See all frequently asked questions</Link>
              </p>
            </>
          ),
        },
        {
          id: 'contact',
          title: 'Contact support',
          content: (
            <>
              <p>
                Write to us any time at <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a> or send a message
                through the contact form. We reply within {SUPPORT.firstReplyWithin}.
              </p>
              <p>
                <RouterButton to="/contact" look="primary" size="large" icon={<MailOutlined aria-hidden="true" />}>
                  Send us a message
                </RouterButton>
              </p>
              <p>
                Not happy with how we handled something? Our Grievance Officer can be reached at{' '}
                <a href={`mailto:${GRIEVANCE_OFFICER.email}`}>{GRIEVANCE_OFFICER.email}</a>.
              </p>
            </>
          ),
        },
      ]}
    />
  );
}

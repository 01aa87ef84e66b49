import {
  AlertOutlined,
  CalendarOutlined,
  CreditCardOutlined,
  MailOutlined,
  SwapOutlined,
  TagsOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

export interface AdminSection {
  key: string;
  title: string;
  description: string;
  icon: ReactNode;
  /** The page, once it exists; sections without one show as 'Coming soon'. */
  href?: '/admin/users' | '/admin/tickets' | '/admin/messages';
}

/** The admin area's sections, in the dashboard's order. */
export const adminSections: readonly AdminSection[] = [
  {
    key: 'users',
    title: 'Users',
    description: 'Activate or deactivate accounts and manage admin access.',
    icon: <TeamOutlined />,
    href: '/admin/users',
  },
  {
    key: 'events',
    title: 'Events',
    description: 'Create, edit, verify and activate events.',
    icon: <CalendarOutlined />,
  },
  {
    key: 'tickets',
    title: 'Tickets',
    description: 'Review listings: verify or reject with remarks.',
    icon: <TagsOutlined />,
    href: '/admin/tickets',
  },
  { key: 'transfers', title: 'Transfers', description: 'Advance or fail ticket transfers.', icon: <SwapOutlined /> },
  { key: 'payouts', title: 'Payouts', description: 'Seller payouts and buyer refunds.', icon: <WalletOutlined /> },
  {
    key: 'transactions',
    title: 'Transactions',
    description: 'Every payment, read-only.',
    icon: <CreditCardOutlined />,
  },
  { key: 'disputes', title: 'Disputes', description: 'Buyer and seller disputes.', icon: <AlertOutlined /> },
  {
    key: 'messages',
    title: 'Contact messages',
    description: 'Messages sent through the contact form.',
    icon: <MailOutlined />,
    href: '/admin/messages',
  },
];

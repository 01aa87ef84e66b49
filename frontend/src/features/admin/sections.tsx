import {
  AccountBookOutlined,
  AlertOutlined,
  AppstoreOutlined,
  AuditOutlined,
  CalendarOutlined,
  CreditCardOutlined,
  MailOutlined,
  StarOutlined,
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
  /** The section's page (a plain string: the side menu, breadcrumbs and dashboard link to it alike). */
  href: string;
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
    href: '/admin/events',
  },
  {
    key: 'categories',
    title: 'Categories',
    description: 'Name the categories events are filed under; see how many events use each.',
    icon: <AppstoreOutlined />,
    href: '/admin/categories',
  },
  {
    key: 'tickets',
    title: 'Tickets',
    description: 'Review listings: verify or reject with remarks.',
    icon: <TagsOutlined />,
    href: '/admin/tickets',
  },
  {
    key: 'transfers',
    title: 'Transfers',
    description: 'Advance transfers along their path, confirm or fail them.',
    icon: <SwapOutlined />,
    href: '/admin/transfers',
  },
  {
    key: 'payouts',
    title: 'Payouts',
    description: 'Pay sellers by UPI with the UTR; follow buyer refunds.',
    icon: <WalletOutlined />,
    href: '/admin/payouts',
  },
  {
    key: 'transactions',
    title: 'Transactions',
    description: 'Every payment, read-only, and the reconciliation with PhonePe.',
    icon: <CreditCardOutlined />,
    href: '/admin/transactions',
  },
  {
    key: 'tax',
    title: 'Tax',
    description: 'GST on our fees for a period, by state, and every invoice and credit note.',
    icon: <AccountBookOutlined />,
    href: '/admin/tax',
  },
  {
    key: 'disputes',
    title: 'Disputes',
    description: 'The grievance desk: acknowledge within 48 hours, resolve within 30 days.',
    icon: <AlertOutlined />,
    href: '/admin/disputes',
  },
  {
    key: 'ratings',
    title: 'Ratings',
    description: 'Buyers’ ratings of sellers: hide a comment with the reason.',
    icon: <StarOutlined />,
    href: '/admin/ratings',
  },
  {
    key: 'messages',
    title: 'Contact messages',
    description: 'Messages sent through the contact form.',
    icon: <MailOutlined />,
    href: '/admin/messages',
  },
  {
    key: 'audit',
    title: 'Audit log',
    description: 'Every staff action, read-only.',
    icon: <AuditOutlined />,
    href: '/admin/audit',
  },
];

import { firstNameOf } from '../../shared/rules';
import type { SessionUser } from '../../shared/session';

export interface NavItem {
  href: string;
  label: string;
}

/** Header and mobile-menu items. */
export const mainNav: readonly NavItem[] = [
  { href: '/', label: 'Home' },
  { href: '/events', label: 'Events' },
  { href: '/contact', label: 'Contact' },
];

/** Admins also see Admin. */
export const adminNavItem: NavItem = { href: '/admin', label: 'Admin' };

export function navFor(isAdmin: boolean): readonly NavItem[] {
  return isAdmin ? [...mainNav, adminNavItem] : mainNav;
}

/** The signed-in menu ('Hi, {first name}'), in the header and the mobile menu. */
export const accountNav: readonly NavItem[] = [
  { href: '/profile', label: 'Your Profile' },
  { href: '/tickets', label: 'Your Tickets' },
];

/** 'Hi, {first name}', from the full name, else the email before the @, else 'User'. */
export function greeting(user: Pick<SessionUser, 'full_name' | 'email'>): string {
  return `Hi, ${firstNameOf(user.full_name, user.email)}`;
}

/** Every footer link the spec lists, grouped for reading. */
export const footerNav = [
  {
    heading: 'Company',
    links: [
      { href: '/about', label: 'About Us' },
      { href: '/how-it-works', label: 'How It Works' },
      { href: '/contact', label: 'Contact Us' },
    ],
  },
  {
    heading: 'Support',
    links: [
      { href: '/help', label: 'Help Center' },
      { href: '/faq', label: 'FAQ' },
      { href: '/buyer-guarantee', label: 'Buyer Guarantee' },
      { href: '/refund-policy', label: 'Refund Policy' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { href: '/privacy-policy', label: 'Privacy Policy' },
      { href: '/terms-and-conditions', label: 'Terms & Conditions' },
      { href: '/cookies', label: 'Cookie Policy' },
      { href: '/accessibility', label: 'Accessibility' },
    ],
  },
] as const;

/** The nav item a path belongs to: '/event/123' lights up Events. */
export function isActive(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  if (href === '/events') return pathname === '/events' || pathname.startsWith('/event/');
  return pathname === href || pathname.startsWith(`${href}/`);
}

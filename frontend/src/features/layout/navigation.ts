import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { firstNameOf } from '../../shared/rules';
import type { SessionUser } from '../../shared/session';

export interface NavItem {
  href: string;
  /** Drawn in the page's language: `i18n._(label)`. */
  label: MessageDescriptor;
}

/** Header and mobile-menu items. */
export const mainNav: readonly NavItem[] = [
  { href: '/', label: msg`Home` },
  { href: '/events', label: msg`Events` },
  { href: '/contact', label: msg`Contact` },
];

/** Admins also see Admin. */
export const adminNavItem: NavItem = { href: '/admin', label: msg`Admin` };

export function navFor(isAdmin: boolean): readonly NavItem[] {
  return isAdmin ? [...mainNav, adminNavItem] : mainNav;
}

/** The signed-in menu ('Hi, {first name}'), in the header and the mobile menu. */
export const accountNav: readonly NavItem[] = [
  { href: '/profile', label: msg`Your Profile` },
  { href: '/tickets', label: msg`Your Tickets` },
];

/** 'Hi, {first name}', from the full name, else the email before the @, else 'User'. */
export function greeting(i18n: I18n, user: Pick<SessionUser, 'full_name' | 'email'>): string {
  const name = firstNameOf(user.full_name, user.email);
  return i18n._(msg`Hi, ${name}`);
}

/** Every footer link the spec lists, grouped for reading. */
export const footerNav = [
  {
    heading: msg`Company`,
    links: [
      { href: '/about', label: msg`About Us` },
      { href: '/how-it-works', label: msg`How It Works` },
      { href: '/contact', label: msg`Contact Us` },
    ],
  },
  {
    heading: msg`Support`,
    links: [
      { href: '/help', label: msg`Help Center` },
      { href: '/faq', label: msg`FAQ` },
      { href: '/buyer-guarantee', label: msg`Buyer Guarantee` },
      { href: '/refund-policy', label: msg`Refund Policy` },
    ],
  },
  {
    heading: msg`Legal`,
    links: [
      { href: '/privacy-policy', label: msg`Privacy Policy` },
      { href: '/terms-and-conditions', label: msg`Terms & Conditions` },
      { href: '/cookies', label: msg`Cookie Policy` },
      { href: '/accessibility', label: msg`Accessibility` },
    ],
  },
] as const;

/** The nav item a path belongs to: '/event/123' lights up Events. */
export function isActive(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  if (href === '/events') return pathname === '/events' || pathname.startsWith('/event/');
  return pathname === href || pathname.startsWith(`${href}/`);
}

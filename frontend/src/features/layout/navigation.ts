/** Header and mobile-menu items (Admin joins them for admins once sign-in exists). */
export const mainNav = [
  { href: '/', label: 'Home' },
  { href: '/events', label: 'Events' },
  { href: '/contact', label: 'Contact' },
] as const;

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

export const SUPPORT_EMAIL = 'support@ticketsetu.in';

export const socialLinks = [
  { key: 'instagram', label: 'TicketSetu on Instagram', href: 'https://www.instagram.com/ticketsetu' },
  { key: 'x', label: 'TicketSetu on X (Twitter)', href: 'https://x.com/ticketsetu' },
  { key: 'facebook', label: 'TicketSetu on Facebook', href: 'https://www.facebook.com/ticketsetu' },
  { key: 'linkedin', label: 'TicketSetu on LinkedIn', href: 'https://www.linkedin.com/company/ticketsetu' },
  { key: 'youtube', label: 'TicketSetu on YouTube', href: 'https://www.youtube.com/@ticketsetu' },
] as const;

/** The nav item a path belongs to: '/event/123' lights up Events. */
export function isActive(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  if (href === '/events') return pathname === '/events' || pathname.startsWith('/event/');
  return pathname === href || pathname.startsWith(`${href}/`);
}

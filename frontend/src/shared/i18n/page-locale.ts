import { splitLocalePath } from '@ticketsetu/contracts/locales';

/**
 * `{ locale: 'hi' }` for a request sent from a Hindi page, nothing from an English one (the server's
 * default): a sign-up from /hi makes a Hindi account, whose OTP, emails and texts are Hindi (ADR 85).
 */
export function hindiPage(pathname: string): { locale?: 'hi' } {
  return splitLocalePath(pathname).locale === 'hi' ? { locale: 'hi' } : {};
}

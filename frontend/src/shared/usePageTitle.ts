import { documentTitle } from '@ticketsetu/contracts/pages';
import { useEffect } from 'react';
import { useLocale } from './i18n';

/**
 * Sets document.title to '<page> | TicketSetu', or the site title (in the page's language) when no page
 * title is given, as the server wrote it.
 */
export function usePageTitle(title?: string): void {
  const locale = useLocale();
  useEffect(() => {
    document.title = documentTitle(title, locale);
  }, [title, locale]);
}

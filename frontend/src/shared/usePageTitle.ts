import { documentTitle } from '@ticketsetu/contracts/pages';
import { useEffect } from 'react';

/** Sets document.title to '<page> | TicketSetu', or the site title when no page title is given (as the server wrote it). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

import { useEffect } from 'react';

export const SITE_TITLE = 'TicketSetu — Buy & sell event tickets safely';

/** Sets document.title to '<page> | TicketSetu', or the site title when no page title is given. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | TicketSetu` : SITE_TITLE;
  }, [title]);
}

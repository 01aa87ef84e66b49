import { rootRouteId } from '@tanstack/react-router';
import { RENDERED_ROUTE_IDS } from '@ticketsetu/contracts/pages';

/**
 * The pages the server renders and anyone may read (ADR 36), and the root's not-found and error
 * pages: drawn without antd (ADR 57).
 */
export const PUBLIC_ROUTE_IDS: ReadonlySet<string> = new Set([...RENDERED_ROUTE_IDS, rootRouteId]);

/**
 * The signed-in buyer and seller pages drawn on the kit (issue 36): they need no antd provider around
 * them (the root's WithAntd), so no antd is fetched for them.
 */
export const KIT_ROUTE_IDS: ReadonlySet<string> = new Set([
  '/checkout/$ticketId',
  '/payment-result',
  '/sell',
  '/tickets',
  '/profile',
  '/disputes/$id',
]);

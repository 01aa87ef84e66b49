import { rootRouteId } from '@tanstack/react-router';
import { RENDERED_ROUTE_IDS } from '@ticketsetu/contracts/pages';

/**
 * The pages the server renders and anyone may read (ADR 36), and the root's not-found and error
 * pages: drawn without antd (ADR 57).
 */
export const PUBLIC_ROUTE_IDS: ReadonlySet<string> = new Set([...RENDERED_ROUTE_IDS, rootRouteId]);

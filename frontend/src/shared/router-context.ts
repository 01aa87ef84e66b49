import type { QueryClient } from '@tanstack/react-query';
import type { SessionAccess } from './session';

/** What every route's loader and guard gets: shared/ holds it, so guards need not import the router. */
export interface RouterContext {
  queryClient: QueryClient;
  /** For guards (shared/guards.ts): who is signed in. */
  session: SessionAccess;
}

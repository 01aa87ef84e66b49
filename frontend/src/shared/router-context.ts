import type { I18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionAccess } from './session';

/** What every route's loader and guard gets: shared/ holds it, so guards need not import the router. */
export interface RouterContext {
  queryClient: QueryClient;
  /** The page's language and the catalogues it has: the root loads a page's own before drawing it. */
  i18n: I18n;
  /** For guards (shared/guards.ts): who is signed in. */
  session: SessionAccess;
}

import { type ReactNode, useEffect, useState } from 'react';
import { PageSpinner } from '../ui/PageSpinner';
import type { AntdProvider as Provider } from './AntdProvider';

/** Kept once fetched, so a later page gets it at once. */
let loaded: typeof Provider | null = null;

/**
 * antd's provider, fetched with the first page that needs it (ADR 57): never in a public page's first
 * load. A plain import, not React.lazy: a Suspense boundary here would also catch what the page itself
 * suspends on, hiding the page's layout (and an open drawer mid-close) instead of leaving that to the
 * router's boundary above, as before.
 */
export function WithAntd({ children }: { children: ReactNode }) {
  const [AntdProvider, setAntdProvider] = useState(() => loaded);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (AntdProvider) return;
    import('./AntdProvider').then((module) => {
      loaded = module.AntdProvider;
      setAntdProvider(() => module.AntdProvider);
    }, setFailure);
  }, [AntdProvider]);
  // A fetch that failed (the phone went offline) is the route's error: its page offers Retry.
  if (failure) throw failure;
  return AntdProvider ? <AntdProvider>{children}</AntdProvider> : <PageSpinner />;
}

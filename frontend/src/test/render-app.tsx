import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { testI18n } from './i18n';
import { TestProviders } from './render';
import { createAppRouter } from '../router';
import { createQueryClient } from '../shared/query-client';

/**
 * The whole app (the generated route tree, layout and providers) at `url`, in memory. Only for tests
 * about the route tree itself (which URLs exist and where they lead); a test about a page uses
 * renderRoutes (test/render.tsx), which is much lighter.
 */
export function renderApp(url: string) {
  const queryClient = createQueryClient();
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createAppRouter({ queryClient, i18n: testI18n(), history });
  const utils = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...utils, router, queryClient };
}

import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AntdMotion } from './shared/antd/motion';
import { NotifyProvider } from './shared/notify';
import { SessionRendered } from './shared/session';

export interface AppProvidersProps {
  queryClient: QueryClient;
  /** The page's language and its catalogue (shared/i18n): one instance per page, never a shared one. */
  i18n: I18n;
  children: ReactNode;
  /**
   * antd's animations (the back office's dialogs, dropdowns, the click wave). Tests turn them off: in jsdom
   * each animation only costs time, and what a user sees at the end is the same.
   */
  motion?: boolean;
  /** The page was drawn for its signed-in person, who shows from the first draw (shared/session). */
  sessionRendered?: boolean;
}

/**
 * The page's language, the query cache and the spec's messages (useNotify: the kit's toast, its live
 * regions on every page). antd's theme is not here: the public pages draw without antd, and what uses
 * it sits in an AntdProvider of its own (ADR 57).
 */
export function AppProviders({
  queryClient,
  i18n,
  children,
  motion = true,
  sessionRendered = false,
}: AppProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AntdMotion value={motion}>
          <SessionRendered value={sessionRendered}>
            <NotifyProvider>{children}</NotifyProvider>
          </SessionRendered>
        </AntdMotion>
      </QueryClientProvider>
    </I18nProvider>
  );
}

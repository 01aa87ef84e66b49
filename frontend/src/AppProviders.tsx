import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AntdMotion } from './shared/antd/motion';
import { NotifyProvider } from './shared/notify';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /**
   * antd's animations (the back office's dialogs, dropdowns, the click wave). Tests turn them off: in jsdom
   * each animation only costs time, and what a user sees at the end is the same.
   */
  motion?: boolean;
}

/**
 * Query cache and the spec's messages (useNotify: the kit's toast, its live regions on every page).
 * antd's theme is not here: the public pages draw without antd, and what uses it sits in an
 * AntdProvider of its own (ADR 57).
 */
export function AppProviders({ queryClient, children, motion = true }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AntdMotion value={motion}>
        <NotifyProvider>{children}</NotifyProvider>
      </AntdMotion>
    </QueryClientProvider>
  );
}

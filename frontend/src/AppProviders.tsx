import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import enGB from 'antd/locale/en_GB';
import type { ReactNode } from 'react';
import { theme } from './shared/theme';

/** The same theme with antd's animations and click waves off. */
const stillTheme: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /**
   * antd's animations (dialogs, messages, dropdowns, the click wave). Tests turn them off: in jsdom
   * each animation only costs time, and what a user sees at the end is the same.
   */
  motion?: boolean;
}

/** Query cache, antd theme and antd's App (which gives useNotify its message API). */
export function AppProviders({ queryClient, children, motion = true }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={motion ? theme : stillTheme} wave={motion ? undefined : { disabled: true }} locale={enGB}>
        <AntApp message={{ maxCount: 3, top: 72 }}>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

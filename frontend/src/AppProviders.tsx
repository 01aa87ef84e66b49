import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import type { ReactNode } from 'react';
import { theme } from './shared/theme';

/** Query cache, antd theme and antd's App (which gives useNotify its message API). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme} locale={enGB}>
        <AntApp message={{ maxCount: 3, top: 72 }}>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, type ThemeConfig } from 'antd';
import enGB from 'antd/es/locale/en_GB';
import type { ReactNode } from 'react';
import { NotifyProvider } from './shared/notify';
import { theme } from './shared/theme';
import { useHydrated } from './shared/useHydrated';

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

/** Query cache, antd theme and the spec's messages (useNotify). */
export function AppProviders({ queryClient, children, motion = true }: AppProvidersProps) {
  // A server-rendered page's controls stay disabled until React has taken the page over: a click or
  // a keystroke before then would go nowhere (a form would even submit itself the browser's way).
  const hydrated = useHydrated();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        theme={motion ? theme : stillTheme}
        wave={motion ? undefined : { disabled: true }}
        locale={enGB}
        componentDisabled={!hydrated}
      >
        <NotifyProvider>{children}</NotifyProvider>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

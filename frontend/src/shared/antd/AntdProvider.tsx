import { ConfigProvider, type ThemeConfig } from 'antd';
import enGB from 'antd/es/locale/en_GB';
import { type ReactNode, use } from 'react';
import { theme } from '../theme';
import { useHydrated } from '../useHydrated';
import { AntdMotion } from './motion';
import './antd.css';

/** The same theme with antd's animations and click waves off. */
const stillTheme: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };

/**
 * antd's theme, locale and animations for what is drawn with antd's components: the back office and
 * any page not on the kit (`KIT_ROUTE_IDS`). The public pages and the kit's do without (ADR 57, 79).
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const motion = use(AntdMotion);
  // A server-rendered page's controls stay disabled until React has taken the page over.
  const hydrated = useHydrated();
  return (
    <ConfigProvider
      theme={motion ? theme : stillTheme}
      wave={motion ? undefined : { disabled: true }}
      locale={enGB}
      componentDisabled={!hydrated}
    >
      {children}
    </ConfigProvider>
  );
}

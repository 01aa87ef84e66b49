import type { ThemeConfig } from 'antd';

/** Brand colours, also used by styles.css through the same hex values. */
export const brand = {
  indigo: '#4338ca',
  indigoDark: '#312e81',
  indigoDeep: '#1e1b4b',
  saffron: '#f59e0b',
  ink: '#1c1a33',
} as const;

/**
 * antd's default secondary text (rgba(0,0,0,0.45)) is 3.4:1 on white, below WCAG AA; every text
 * token here is at least 4.5:1 on white.
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: brand.indigo,
    colorInfo: brand.indigo,
    colorLink: brand.indigo,
    colorSuccess: '#15803d',
    colorWarning: '#b45309',
    colorError: '#b91c1c',
    colorText: brand.ink,
    colorTextSecondary: '#4a4d63',
    colorTextTertiary: '#565a70',
    colorTextDescription: '#565a70',
    colorTextPlaceholder: '#646879',
    colorTextHeading: brand.ink,
    colorBgLayout: '#f7f7fb',
    colorBorder: '#cfd0e0',
    colorBorderSecondary: '#e6e6f0',
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
    fontSize: 15,
    fontSizeLG: 17,
    borderRadius: 10,
    borderRadiusLG: 16,
    controlHeight: 40,
    controlHeightLG: 48,
    controlHeightSM: 32,
  },
  components: {
    Button: { fontWeight: 600, primaryShadow: 'none', defaultShadow: 'none' },
    Select: { optionSelectedBg: '#e0e7ff' },
    Drawer: { paddingLG: 20 },
    Message: { contentPadding: '10px 16px' },
  },
};

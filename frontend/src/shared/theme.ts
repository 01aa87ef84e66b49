import type { ThemeConfig } from 'antd';

/**
 * The look, in one place (ADR 38). antd's components draw with `theme`; the hand-written stylesheets
 * read the same values as CSS custom properties, which the build writes from this file
 * (build/theme-tokens.ts): antd's tokens as `--ant-*` (`colorTextSecondary` is
 * `var(--ant-color-text-secondary)`), and the brand colours antd has no token for as `--ts-*`
 * (`indigoDeep` is `var(--ts-indigo-deep)`). No stylesheet writes a colour of its own (stylelint).
 */
export const brand = {
  indigoDark: '#312e81',
  indigoDeep: '#1e1b4b',
  indigo700: '#3730a3',
  saffron: '#f59e0b',
  saffronLight: '#fbbf24',
  /** Text and icons on the deep indigo hero, footer and mobile menu. */
  onDark: '#e0e7ff',
  onDarkMuted: '#c7d2fe',
  onDarkFaint: '#a5b4fc',
  onDarkAccent: '#fef3c7',
  /** The fifth tone (ToneTag's 'accent', staff notes in a dispute). */
  accentBg: '#f3e8ff',
  accentBorder: '#d8b4fe',
  accentText: '#581c87',
} as const;

/**
 * The kit's spacing and sizes (issue 36 item 4, ADR 78), written as `--ts-*` beside the brand colours
 * (`space3` is `var(--ts-space-3)`): a stylesheet spaces and sizes its part from these (or antd's own
 * `--ant-*` sizes), not raw px; stylelint refuses a px outside borders, shadows and media queries.
 * The steps 1-8 are antd's own (marginXXS … marginXXL), so a kit part lines up with an antd one;
 * the named ones between them are the in-between sizes the pages use often (ADR 78).
 */
export const scale = {
  /** Between lines that read as one (a label and its hint, a name and its date). */
  spaceHalf: '2px',
  space1: '4px',
  space2: '8px',
  space3: '12px',
  space4: '16px',
  space5: '20px',
  space6: '24px',
  /** A large card's padding, and the gap between such cards. */
  spaceCard: '28px',
  space7: '32px',
  /** Between a page's blocks (a page's top, the hero's and the footer's columns). */
  spaceSection: '40px',
  space8: '48px',
  /** A section's own top and bottom (home, the footer, the payment result). */
  spaceSectionLg: '56px',
  /** The step after 48: the room above the footer, a numbered step's indent. */
  space9: '64px',
  /** A pill: the radius of a chip or a round badge, whatever its height. */
  radiusPill: '999px',
  /** The least a finger can press (WCAG 2.5.5). */
  sizeTap: '44px',
  /** A checkbox's or radio's box. */
  sizeCheck: '18px',
  /** antd's Modal width. */
  sizeDialog: '520px',
  sizeToast: '420px',
  /** A table wider than a phone: under it, TableOrCards draws cards. */
  sizeCardsBelow: '768px',
} as const;

const indigo = '#4338ca';
const ink = '#1c1a33';

/**
 * antd's default secondary text (rgba(0,0,0,0.45)) is 3.4:1 on white, below WCAG AA; every text
 * token here is at least 4.5:1 on white. The tints of each tone (`…Bg`, `…Border`, `…Text`) are set
 * rather than derived: antd's algorithm makes a grey-green success background from this green.
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: indigo,
    colorPrimaryBg: '#eef2ff',
    colorPrimaryBgHover: '#e0e7ff',
    colorPrimaryBorder: '#c7d2fe',
    colorPrimaryBorderHover: '#a5b4fc',
    colorInfo: indigo,
    colorInfoBg: '#eef2ff',
    colorInfoBorder: '#c7d2fe',
    colorLink: indigo,
    colorSuccess: '#15803d',
    colorSuccessBg: '#f0fdf4',
    colorSuccessBgHover: '#dcfce7',
    colorSuccessBorder: '#86efac',
    colorSuccessText: '#14532d',
    colorWarning: '#b45309',
    colorWarningBg: '#fffbeb',
    colorWarningBgHover: '#fef3c7',
    colorWarningBorder: '#fcd34d',
    colorWarningText: '#78350f',
    colorError: '#b91c1c',
    colorErrorBg: '#fef2f2',
    colorErrorBgHover: '#fee2e2',
    colorErrorBorder: '#fca5a5',
    colorErrorText: '#7f1d1d',
    colorText: ink,
    colorTextSecondary: '#4a4d63',
    colorTextTertiary: '#565a70',
    colorTextDescription: '#565a70',
    colorTextPlaceholder: '#646879',
    colorTextHeading: ink,
    colorBgLayout: '#f7f7fb',
    colorBorder: '#cfd0e0',
    colorBorderSecondary: '#e6e6f0',
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, "TicketSetu Devanagari", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
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

// The hand-written CSS draws with the theme's values (ADR 38): colours, radii, spacing and the strong
// font weight come from antd's tokens (var(--ant-*)) or the brand's colours (var(--ts-*)), all set in
// frontend/src/shared/theme.ts. The build fails on a token name antd does not have.
// Not negative margins: those undo another box's spacing rather than space anything.
const SPACING = /(?<![-\w.])(4|8|12|16|20|24|32|48)px\b/;
const RADIUS = /(?<![-\w.])(2|6|10|16)px\b/;

/**
 * Where a stylesheet may style antd's own class names (issue 36, ADR 73): the back office, whose kit antd
 * is, and antd's adapter (shared/antd). Everywhere else a part is the kit's, styled by its own BEM names.
 */
const ANTD_STYLED = ['frontend/src/features/admin*/**/*.css', 'frontend/src/shared/antd/**/*.css'];

export default {
  rules: {
    // A value that needs !important to win is fighting another stylesheet: outrank it by the selector.
    'declaration-no-important': true,
    'selector-disallowed-list': [[/\.ant-/], { message: "Style the kit's part by its own class, not antd's (.ant-*)" }],
    'color-no-hex': [true, { message: 'Use a theme token (var(--ant-*) or var(--ts-*) from shared/theme.ts)' }],
    'color-named': ['never', { message: 'Use a theme token (var(--ant-*) or var(--ts-*) from shared/theme.ts)' }],
    'function-disallowed-list': [
      ['rgb', 'rgba', 'hsl', 'hsla'],
      { message: 'Use a theme token, or color-mix() of one for a see-through colour' },
    ],
    'declaration-property-value-disallowed-list': [
      {
        '/^(margin|padding|gap|row-gap|column-gap)/': [SPACING],
        'border-radius': [RADIUS],
        'font-weight': ['600'],
      },
      {
        message: (property) =>
          `This ${property} is one of antd's: use its token (var(--ant-margin-*), --ant-padding-*, --ant-size-*, --ant-border-radius*, --ant-font-weight-strong)`,
      },
    ],
  },
  overrides: [{ files: ANTD_STYLED, rules: { 'selector-disallowed-list': null } }],
};

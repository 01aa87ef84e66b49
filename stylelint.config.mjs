// The hand-written CSS draws with the theme's values (ADR 38, ADR 78): colours, spacing, sizes, radii and
// the strong font weight come from antd's tokens (var(--ant-*)) or the kit's (var(--ts-*)), all set in
// frontend/src/shared/theme.ts. The build fails on a token name antd does not have.

/**
 * Where a raw px may stay (ADR 78): a line's width (border*, outline*, not their radii), a shadow's or a
 * blur's offsets (box-shadow, text-shadow, filter, backdrop-filter, --ts-shadow), and media queries
 * (an at-rule's condition, which this rule does not read). Everything else is a token, or rem/em/%.
 */
const PX_ALLOWED = '(?:border|outline)(?!.*(?:radius|spacing))|.*shadow|filter$|(?:-webkit-)?backdrop-filter$';

/**
 * Where a stylesheet may style antd's own class names (issue 36, ADR 73): the back office, whose kit antd
 * is, and antd's adapter (shared/antd). Everywhere else a part is the kit's, styled by its own BEM names.
 */
const ANTD_STYLED = ['frontend/src/features/admin*/**/*.css', 'frontend/src/shared/antd/**/*.css'];

/**
 * A class is named BEM-style (ADR 78): `block`, `block__element`, `block--modifier`,
 * `block__element--modifier`, each part lower-case words joined by `-` (the kit's blocks start `ts-`),
 * and an element has no element of its own. A state a script sets is `is-<state>`.
 */
const BEM = /^[a-z][a-z0-9]*(-[a-z0-9]+)*(__[a-z0-9]+(-[a-z0-9]+)*)?(--[a-z0-9]+(-[a-z0-9]+)*)?$/;

export default {
  rules: {
    'selector-class-pattern': [
      BEM,
      { message: (name) => `Name the class BEM-style (block__element--modifier): ${name}` },
    ],
    // A value that needs !important to win is fighting another stylesheet: outrank it by the selector.
    'declaration-no-important': true,
    'selector-disallowed-list': [[/\.ant-/], { message: "Style the kit's part by its own class, not antd's (.ant-*)" }],
    'color-no-hex': [true, { message: 'Use a theme token (var(--ant-*) or var(--ts-*) from shared/theme.ts)' }],
    'color-named': ['never', { message: 'Use a theme token (var(--ant-*) or var(--ts-*) from shared/theme.ts)' }],
    'function-disallowed-list': [
      ['rgb', 'rgba', 'hsl', 'hsla'],
      { message: 'Use a theme token, or color-mix() of one for a see-through colour' },
    ],
    'declaration-property-unit-disallowed-list': [
      { [`/^(?!${PX_ALLOWED})/`]: ['px'] },
      {
        message: (property) =>
          `No raw px in ${property}: use a token (var(--ts-space-*), --ts-size-*, --ant-control-height*, --ant-font-size*, --ant-border-radius*) or rem`,
      },
    ],
    'declaration-property-value-disallowed-list': [
      { 'font-weight': ['600'] },
      { message: "This font-weight is antd's strong one: use var(--ant-font-weight-strong)" },
    ],
  },
  overrides: [
    { files: ANTD_STYLED, rules: { 'selector-disallowed-list': null } },
    // Saved addresses' CSS is being rewritten on the kit (issue 36 item 1); until it lands it keeps its px.
    {
      files: ['frontend/src/features/addresses/**/*.css'],
      rules: { 'declaration-property-unit-disallowed-list': null },
    },
  ],
};

// @vitest-environment node
import { fileURLToPath } from 'node:url';
import stylelint from 'stylelint';
import { describe, expect, it } from 'vitest';
import { brand, scale, theme } from '../src/shared/theme';
import { declaredProperties, inlineThemeTokens, themeValues } from './theme-tokens';

describe('the theme written into the stylesheets', () => {
  const values = themeValues(theme, { ...brand, ...scale });
  const inline = (css: string, declared: string[] = []) => inlineThemeTokens(css, values, new Set(declared));

  it('writes each antd token’s value in place of its name, in pixels where antd uses them', () => {
    expect(
      inline(
        '.a { color: var(--ant-color-text-secondary); margin: var(--ant-margin-sm) var(--ant-margin-xs); ' +
          'border-radius: var(--ant-border-radius-lg); font-weight: var(--ant-font-weight-strong); }',
      ),
    ).toBe('.a { color: #4a4d63; margin: 12px 8px; border-radius: 16px; font-weight: 600; }');
  });

  it('writes the brand colours antd has no token for', () => {
    expect(inline('.hero { background: var(--ts-indigo-deep); color: var(--ts-on-dark); }')).toBe(
      `.hero { background: ${brand.indigoDeep}; color: ${brand.onDark}; }`,
    );
  });

  it('writes the kit’s spacing and sizes, so a stylesheet names a step rather than a pixel count', () => {
    expect(inline('.a { padding: var(--ts-space-2) var(--ts-space-4); min-height: var(--ts-size-tap); }')).toBe(
      '.a { padding: 8px 16px; min-height: 44px; }',
    );
    expect(
      inline(
        '.a { gap: var(--ts-space-half) var(--ts-space-card); margin: var(--ts-space-section) var(--ts-space-9); ' +
          'padding: var(--ts-space-section-lg) 0; border-radius: var(--ts-radius-pill); }',
      ),
    ).toBe('.a { gap: 2px 28px; margin: 40px 64px; padding: 56px 0; border-radius: 999px; }');
  });

  it('follows the theme: a changed token changes the stylesheet', () => {
    const changed = themeValues({ ...theme, token: { ...theme.token, colorPrimary: '#0f766e' } }, brand);
    expect(inlineThemeTokens('a { color: var(--ant-color-primary); }', changed, new Set())).toBe(
      'a { color: #0f766e; }',
    );
  });

  it('works inside color-mix() and multi-part values', () => {
    expect(inline('.a { box-shadow: 0 0 0 2px color-mix(in srgb, var(--ant-color-primary) 10%, transparent); }')).toBe(
      '.a { box-shadow: 0 0 0 2px color-mix(in srgb, #4338ca 10%, transparent); }',
    );
  });

  it('leaves alone the variables a stylesheet declares itself', () => {
    const css = ':root { --ts-header-height: 68px; } .x { top: var(--ts-header-height); }';
    expect(inline(css, [...declaredProperties([css])])).toBe(css);
  });

  it('fails on a name that is neither an antd token, a brand colour nor declared (a typo breaks the build)', () => {
    expect(() => inline('.a { color: var(--ant-colour-primary); gap: var(--ts-indigo); }')).toThrow(
      'No antd token or brand colour is called --ant-colour-primary, --ts-indigo',
    );
  });
});

describe('stylelint keeps the stylesheets on the theme (each rule bites)', () => {
  async function problems(code: string, file = 'frontend/src/features/home/home.css'): Promise<string[]> {
    const { results } = await stylelint.lint({
      code,
      codeFilename: fileURLToPath(new URL(`../../${file}`, import.meta.url)),
      configFile: fileURLToPath(new URL('../../stylelint.config.mjs', import.meta.url)),
    });
    return results.flatMap((result) => result.warnings.map((warning) => warning.rule));
  }

  it.each([
    ['a hex colour', '.a { color: #4338ca; }', 'color-no-hex'],
    ['a named colour', '.a { color: white; }', 'color-named'],
    ['an rgb() colour', '.a { background: rgb(0 0 0 / 25%); }', 'function-disallowed-list'],
    ['a raw px margin', '.a { margin: 0 0 12px; }', 'declaration-property-unit-disallowed-list'],
    ['a raw px gap, even off the scale', '.a { gap: 14px; }', 'declaration-property-unit-disallowed-list'],
    ['a negative px margin', '.a { margin: -8px 0 0; }', 'declaration-property-unit-disallowed-list'],
    ['a raw px width inside min()', '.a { width: min(100%, 320px); }', 'declaration-property-unit-disallowed-list'],
    ['a raw px font size', '.a { font-size: 13px; }', 'declaration-property-unit-disallowed-list'],
    ['a raw px radius', '.a { border-radius: 10px; }', 'declaration-property-unit-disallowed-list'],
    ["a border's raw px radius", '.a { border-top-left-radius: 999px; }', 'declaration-property-unit-disallowed-list'],
    ['a raw px inside calc()', '.a { top: calc(100% + 4px); }', 'declaration-property-unit-disallowed-list'],
    [
      'a raw px in a custom property',
      ':root { --ts-header-height: 68px; }',
      'declaration-property-unit-disallowed-list',
    ],
    [
      'a raw px inside a media query',
      '@media (max-width: 600px) { .a { padding: 10px; } }',
      'declaration-property-unit-disallowed-list',
    ],
    ['the strong weight', '.a { font-weight: 600; }', 'declaration-property-value-disallowed-list'],
    ['a camel-case class', '.eventCard { display: none; }', 'selector-class-pattern'],
    ['a snake-case class', '.event_card { display: none; }', 'selector-class-pattern'],
    ["an element's element", '.event-card__meta__date { display: none; }', 'selector-class-pattern'],
    ['!important', '.a { display: none !important; }', 'declaration-no-important'],
    ["antd's class outside the back office", '.a .ant-btn { display: none; }', 'selector-disallowed-list'],
  ])('refuses %s', async (_, code, rule) => {
    expect(await problems(code)).toEqual([rule]);
  });

  it('accepts tokens, color-mix() of a token, rem/em/%, and a negative token', async () => {
    const code = `.a {
      color: var(--ant-color-text);
      background: color-mix(in srgb, var(--ant-color-white) 12%, transparent);
      margin: calc(var(--ts-space-2) * -1) 0 var(--ant-margin-sm);
      padding: var(--ts-space-3) var(--ant-padding);
      width: min(100%, 20rem);
      text-underline-offset: 0.15em;
      border-radius: var(--ts-radius-pill);
      font-weight: 700;
    }`;
    expect(await problems(code)).toEqual([]);
  });

  it('keeps raw px where they draw a line, a shadow or a blur, and in media queries', async () => {
    const code = `.a {
      border: 1px solid var(--ant-color-border);
      border-top-width: 2px;
      border-inline-start: 3px solid var(--ant-color-primary);
      outline: 2px solid var(--ts-focus);
      outline-offset: 2px;
      box-shadow: 0 0 0 3px var(--ant-color-error-bg-hover);
      filter: drop-shadow(0 24px 40px var(--ts-indigo-deep));
      backdrop-filter: blur(8px);
    }
    :root { --ts-shadow: 0 1px 2px var(--ts-indigo-deep); }
    @media (max-width: 767px) { .a { padding: var(--ts-space-2); } }
    @media (min-width: 768px) and (max-width: 1199px) { .a { gap: 1rem; } }`;
    expect(await problems(code)).toEqual([]);
  });

  it('accepts BEM names: a block, its element, their modifiers, a state', async () => {
    const code =
      '.event-card, .event-card__meta, .event-card--sold-out, .ts-btn__label--hidden, .site-nav .is-active { display: none; }';
    expect(await problems(code)).toEqual([]);
  });

  it("lets the back office and antd's adapter style antd's class names", async () => {
    const code = '.a .ant-btn { display: none; }';
    expect(await problems(code, 'frontend/src/features/admin-tax/admin-tax.css')).toEqual([]);
    expect(await problems(code, 'frontend/src/shared/antd/antd.css')).toEqual([]);
  });
});

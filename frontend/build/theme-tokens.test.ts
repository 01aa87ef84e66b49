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
    ['a spacing antd has', '.a { margin: 0 0 12px; }', 'declaration-property-value-disallowed-list'],
    ['a gap antd has', '.a { gap: 8px; }', 'declaration-property-value-disallowed-list'],
    ['a radius antd has', '.a { border-radius: 10px; }', 'declaration-property-value-disallowed-list'],
    ['the strong weight', '.a { font-weight: 600; }', 'declaration-property-value-disallowed-list'],
    ['!important', '.a { display: none !important; }', 'declaration-no-important'],
    ["antd's class outside the back office", '.a .ant-btn { display: none; }', 'selector-disallowed-list'],
  ])('refuses %s', async (_, code, rule) => {
    expect(await problems(code)).toEqual([rule]);
  });

  it('accepts tokens, color-mix() of a token, negative margins and sizes antd has no token for', async () => {
    const code = `.a {
      color: var(--ant-color-text);
      background: color-mix(in srgb, var(--ant-color-white) 12%, transparent);
      margin: -8px 0 var(--ant-margin-sm);
      padding: 14px var(--ant-padding);
      border-radius: 999px;
      font-weight: 700;
    }`;
    expect(await problems(code)).toEqual([]);
  });

  it("lets the back office and antd's adapter style antd's class names", async () => {
    const code = '.a .ant-btn { display: none; }';
    expect(await problems(code, 'frontend/src/features/admin-tax/admin-tax.css')).toEqual([]);
    expect(await problems(code, 'frontend/src/shared/antd/antd.css')).toEqual([]);
  });
});

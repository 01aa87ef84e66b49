/**
 * The hand-written stylesheets draw with the one theme (src/shared/theme.ts), as antd's components do
 * (ADR 38). They name its values as CSS custom properties:
 * - `var(--ant-*)`: antd's own design tokens, under the names antd gives them inside its components
 *   (`colorTextSecondary` is `--ant-color-text-secondary`, `marginSM` is `--ant-margin-sm`);
 * - `var(--ts-*)`: the brand colours antd has no token for (`brand` in theme.ts).
 * The theme is fixed at build time, so this plugin writes each value in place of its name as the build
 * reads a stylesheet: the page ships the plain value (no variables to declare or look up), and a
 * name antd does not have fails the build. `--ts-*` variables a stylesheet declares itself (such as
 * `--ts-header-height`) stay variables.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { token2CSSVar } from '@ant-design/cssinjs';
import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { Plugin } from 'vite';

/** Tokens that are plain numbers, not pixels (as antd writes them). */
const UNITLESS = /^(lineHeight|fontWeight|opacity|zIndex)/;

/** Every antd token and brand colour, by its CSS custom property name. */
export function themeValues(theme: ThemeConfig, brand: Record<string, string>): Map<string, string> {
  const values = new Map<string, string>();
  for (const [key, value] of Object.entries(antdTheme.getDesignToken(theme))) {
    if (typeof value === 'number') {
      values.set(token2CSSVar(key, 'ant'), UNITLESS.test(key) ? String(value) : `${value}px`);
    } else if (typeof value === 'string') {
      values.set(token2CSSVar(key, 'ant'), value.replace(/\s+/g, ' ').trim());
    }
  }
  for (const [key, value] of Object.entries(brand)) values.set(token2CSSVar(key, 'ts'), value);
  return values;
}

/** The custom properties these stylesheets declare (`--name: …`). */
export function declaredProperties(stylesheets: string[]): Set<string> {
  const names = new Set<string>();
  for (const css of stylesheets) {
    for (const match of css.matchAll(/(--[a-z0-9-]+)\s*:/g)) names.add(match[1] as string);
  }
  return names;
}

/**
 * `css` with every `var(--ant-*)` and brand `var(--ts-*)` replaced by its value. Throws on a name
 * that is neither a token, a brand colour nor a variable declared in `declared`.
 */
export function inlineThemeTokens(css: string, values: Map<string, string>, declared: Set<string>): string {
  const unknown = new Set<string>();
  const inlined = css.replace(/var\((--(?:ant|ts)-[a-z0-9-]+)\)/g, (whole, name: string) => {
    const value = values.get(name);
    if (value !== undefined) return value;
    if (!declared.has(name)) unknown.add(name);
    return whole;
  });
  if (unknown.size > 0) {
    throw new Error(
      `No antd token or brand colour is called ${[...unknown].join(', ')} (frontend/src/shared/theme.ts).`,
    );
  }
  return inlined;
}

/** The Vite plugin: the stylesheets under `srcDir` get the theme's values. */
export function themeTokens(options: { srcDir: string; theme: ThemeConfig; brand: Record<string, string> }): Plugin {
  const values = themeValues(options.theme, options.brand);
  let declared: Set<string> | undefined;
  return {
    name: 'ticketsetu:theme-tokens',
    // Before Vite's own CSS handling, so it minifies (and works out color-mix() of) the plain values.
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.endsWith('.css') || !file.startsWith(options.srcDir)) return undefined;
      declared ??= declaredProperties(
        readdirSync(options.srcDir, { recursive: true, encoding: 'utf8' })
          .filter((name) => name.endsWith('.css'))
          .map((name) => readFileSync(join(options.srcDir, name), 'utf8')),
      );
      return { code: inlineThemeTokens(code, values, declared), map: null };
    },
  };
}

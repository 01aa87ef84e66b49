import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Which folders' words go in which catalogue (ADR 82, 84): one per area of the site, so that a page loads
 * the shell's and its own area's words, not every page's (@ticketsetu/contracts/locales `cataloguesFor`
 * says which pages read which). Anything outside the areas below is the shell's (`common`): the layout,
 * the kit, the parts every area shows (an event's card and facts, a seller's badge).
 */
const AREAS = {
  browse: ['features/home', 'features/event-page', 'features/waitlist', 'features/alerts'],
  account: ['features/auth', 'features/profile', 'features/addresses'],
  checkout: ['features/checkout', 'features/payment-result'],
  selling: ['features/selling', 'features/tickets'],
  help: ['features/disputes', 'features/contact', 'features/complaints'],
  content: ['features/content'],
};

const tests = ['**/*.test.*', '**/test/**'];
const dirs = (folders: string[]) => folders.map((folder) => `<rootDir>/src/${folder}`);

// English is the source (the spec's exact words, written in the code); Hindi is translated in each
// src/locales/<area>/hi.po against docs/i18n/glossary.md. `npm run i18n:extract -w frontend` updates them.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/common/{locale}',
      include: ['<rootDir>/src'],
      exclude: [...tests, ...dirs(Object.values(AREAS).flat())],
    },
    ...Object.entries(AREAS).map(([area, folders]) => ({
      path: `<rootDir>/src/locales/${area}/{locale}`,
      include: dirs(folders),
      exclude: tests,
    })),
  ],
  orderBy: 'message',
  // File names without line numbers: a catalogue changes when a message does, not when code moves.
  format: formatter({ lineNumbers: false }),
});

import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Which folders' words go in which catalogue (ADR 82, 84): one per area of the site, so that a page loads
 * the shell's and its own area's words, not every page's (@ticketsetu/contracts/locales `cataloguesFor`
 * says which pages read which). Anything outside the areas below is the shell's (`common`): the layout,
 * the kit, the parts every area shows (an event's card and facts, a seller's badge).
 */
const AREAS: Record<string, string[]> = {
  browse: ['features/home', 'features/event-page', 'features/waitlist', 'features/alerts'],
  account: ['features/auth', 'features/profile', 'features/addresses'],
  checkout: ['features/checkout', 'features/payment-result'],
  selling: ['features/selling', 'features/tickets'],
  help: ['features/disputes', 'features/contact', 'features/complaints'],
  // The content pages' parts (the title band, facts, the Grievance Officer's block); each long page and the
  // FAQ apart, so a page carries its own text only.
  content: ['features/content'],
  faq: ['features/content/faq.tsx', 'features/content/FaqList.tsx', 'features/content/FaqPage.tsx'],
  about: ['features/content/AboutPage.tsx'],
  'how-it-works': ['features/content/HowItWorksPage.tsx'],
  'buyer-guarantee': ['features/content/BuyerGuaranteePage.tsx'],
  'help-centre': ['features/content/HelpCenterPage.tsx'],
  accessibility: ['features/content/AccessibilityPage.tsx'],
  cookies: ['features/content/CookiesPage.tsx'],
  privacy: ['features/content/PrivacyPolicyPage.tsx'],
  refunds: ['features/content/RefundPolicyPage.tsx'],
  terms: ['features/content/TermsPage.tsx'],
  // The server's sentences by code: loaded after the first draw (contracts/locales LATER_CATALOGUES).
  problems: ['shared/api/problem-messages.ts'],
};

const tests = ['**/*.test.*', '**/test/**'];
const dirs = (paths: string[]) => paths.map((path) => `<rootDir>/src/${path}`);

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
    ...Object.entries(AREAS).map(([area, paths]) => ({
      path: `<rootDir>/src/locales/${area}/{locale}`,
      include: dirs(paths),
      // A file another area names inside this one's folder is that area's.
      exclude: [
        ...tests,
        ...dirs(
          Object.values(AREAS)
            .flat()
            .filter((other) => paths.some((path) => other.startsWith(`${path}/`))),
        ),
      ],
    })),
  ],
  orderBy: 'message',
  // File names without line numbers: a catalogue changes when a message does, not when code moves.
  format: formatter({ lineNumbers: false }),
});

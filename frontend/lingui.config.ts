import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// ADR 82: English is the source (the spec's exact words, written in the code); Hindi is translated in
// src/locales/hi.po against docs/i18n/glossary.md. `npm run i18n:extract -w frontend` updates both catalogues.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'], exclude: ['**/*.test.*', '**/test/**'] },
  ],
  orderBy: 'message',
  // File names without line numbers: a catalogue changes when a message does, not when code moves.
  format: formatter({ lineNumbers: false }),
});

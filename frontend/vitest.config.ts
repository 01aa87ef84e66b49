import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [
    // Keeps src/routeTree.gen.ts current when tests run before a build; no code splitting in tests.
    tanstackRouter({
      target: 'react',
      routesDirectory: `${root}src/routes`,
      generatedRouteTree: `${root}src/routeTree.gen.ts`,
      // Its scratch files stay out of the working tree.
      tmpDir: `${root}node_modules/.cache/tanstack-router`,
      autoCodeSplitting: false,
    }),
    lingui({ macroTransform: true, configPath: `${root}lingui.config.ts` }),
    react(),
  ],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    css: false,
    restoreMocks: true,
    // One module graph and DOM per worker instead of one per file: loading antd and a fresh jsdom for
    // each of ~25 files took two thirds of the run. Safe because src/test/setup.ts resets what tests
    // share (DOM, storage, globals, mocks) after every test; check with `npx vitest run --sequence.shuffle`.
    isolate: false,
    // Half the cores (one worker on a 2-core machine): when the machine is busy, a second worker only
    // competes with the first and slows every test (measured: under a load of
    // ~11, 2 workers timed tests out, 1 worker passed them all).
    maxWorkers: '50%',
    // A limit catches a hung test, not a slow one: on a shared 2-core machine a test that takes 1 s alone
    // takes 5 s under a load of 15. Speed is watched in the run's durations, never as a failure.
    testTimeout: 30_000,
  },
});

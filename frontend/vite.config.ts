import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { RENDERED_ROUTE_IDS } from '@ticketsetu/contracts/pages';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { themeTokens } from './build/theme-tokens';
import { brand, scale, theme } from './src/shared/theme';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ mode, isSsrBuild }) => {
  // loadEnv also picks up VITE_* variables from the shell, e.g. VITE_API_PROXY=http://localhost:3100 npm run dev
  const env = loadEnv(mode, root, 'VITE_');
  return {
    root,
    plugins: [
      // Must run before the React plugin: it generates src/routeTree.gen.ts and splits every route's component.
      tanstackRouter({
        target: 'react',
        routesDirectory: `${root}src/routes`,
        generatedRouteTree: `${root}src/routeTree.gen.ts`,
        // Its scratch files stay out of the working tree.
        tmpDir: `${root}node_modules/.cache/tanstack-router`,
        // The server renders from one bundle; the browser loads each route's code when it needs it.
        autoCodeSplitting: !isSsrBuild,
        // A page the server renders keeps its loader in the first load (it runs before hydration); any
        // other page's loader comes with its component, so their data code is not in every page's load.
        codeSplittingOptions: {
          splitBehavior: ({ routeId }) =>
            RENDERED_ROUTE_IDS.includes(routeId)
              ? undefined
              : [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        },
      }),
      // Lingui's macros (Trans, useLingui's t) turned into catalogue lookups natively, and .po files
      // compiled when imported (ADR 82).
      lingui({ macroTransform: true, configPath: `${root}lingui.config.ts` }),
      react(),
      themeTokens({ srcDir: `${root}src`, theme, brand: { ...brand, ...scale } }),
      // Bytes made once: every text asset also as .br and .gz, at the highest levels, served as they
      // are (express-static-gzip) instead of compressed again on every request.
      !isSsrBuild &&
        compression({
          threshold: 1024,
          // index.html: the server fills in each page's head, then compresses it once; the manifest is
          // read by the server, never sent.
          exclude: [/index\.html$/, /manifest\.json$/],
          algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
        }),
    ],
    server: {
      proxy: {
        '/api': { target: env.VITE_API_PROXY ?? 'http://localhost:3000', changeOrigin: true },
      },
    },
    // The server's build (`vite build --ssr`, ADR 36) is one file with every dependency in it, so the
    // backend imports it as it is, and antd and its style cache are one copy of each.
    ssr: { noExternal: true },
    // Fixed at build time as in the browser's build: antd's class names differ between its development
    // and production code, and the browser must find the server's HTML as it would have drawn it.
    define: isSsrBuild
      ? { 'process.env.NODE_ENV': JSON.stringify(mode === 'production' ? 'production' : 'development') }
      : {},
    build: isSsrBuild
      ? {
          outDir: `${root}dist-ssr`,
          emptyOutDir: true,
          copyPublicDir: false,
          rollupOptions: { input: `${root}src/ssr/entry-server.tsx` },
        }
      : {
          outDir: `${root}dist`,
          emptyOutDir: true,
          // Read by the server (dist/.vite/manifest.json) to name each rendered page's stylesheets and chunks.
          manifest: true,
          rolldownOptions: { output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 4096 } } } },
        },
  };
});

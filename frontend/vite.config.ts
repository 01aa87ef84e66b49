import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ mode }) => {
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
        autoCodeSplitting: true,
      }),
      react(),
      // Bytes made once: every text asset also as .br and .gz, at the highest levels, served as they
      // are (express-static-gzip) instead of compressed again on every request.
      compression({
        threshold: 1024,
        exclude: [/index\.html$/], // the server fills in each page's head, then compresses it once
        algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      }),
    ],
    server: {
      proxy: {
        '/api': { target: env.VITE_API_PROXY ?? 'http://localhost:3000', changeOrigin: true },
      },
    },
    build: {
      outDir: `${root}dist`,
      emptyOutDir: true,
    },
  };
});

// The JavaScript each public page loads before it is interactive, from a production build (issue 16):
// the entry chunk and everything it imports statically (what index.html loads and modulepreloads),
// plus the page's route component chunk and its static imports. Sizes are gzip level 9 bytes, as the
// build writes them. Prints JSON: { routes: { path: { bytes, files } }, heavyModules: [{ path, module }] }.
//
// `node frontend/scripts/first-load.mjs` (used by first-load-budget.test.ts; builds in memory, writes nothing).
import { gzipSync } from 'node:zlib';
import { STATIC_PAGES } from '@ticketsetu/contracts/pages';
import { build } from 'vite';

const frontend = new URL('..', import.meta.url).pathname;
// As `npm run build` builds it, whoever runs this (vitest's NODE_ENV=test would build React's development code).
process.env.NODE_ENV = 'production';

/** Page code that a public page must never load: the back office, selling, checkout and disputes. */
const SIGNED_IN_AREAS = /\/src\/features\/(admin[^/]*|selling|checkout|disputes)\/[^?]*\.(tsx|css)$/;

const output = await build({
  configFile: `${frontend}vite.config.ts`,
  logLevel: 'silent',
  build: { write: false },
});
const bundles = Array.isArray(output) ? output : [output];
const chunks = new Map(
  bundles
    .flatMap((b) => b.output)
    .filter((o) => o.type === 'chunk')
    .map((chunk) => [chunk.fileName, chunk]),
);

function withStaticImports(chunk, seen = new Set()) {
  if (seen.has(chunk.fileName)) return seen;
  seen.add(chunk.fileName);
  for (const file of chunk.imports) withStaticImports(chunks.get(file), seen);
  return seen;
}

const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
const routeFile = (path) => (path === '/' ? 'index' : path.slice(1).replaceAll('/', '.'));
const publicPaths = [...Object.keys(STATIC_PAGES), '/event/$id'];

const routes = {};
const heavyModules = [];
for (const path of publicPaths) {
  const split = `/src/routes/${routeFile(path)}.tsx?tsr-split=component`;
  const component = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(split));
  const files = withStaticImports(entry);
  if (component) withStaticImports(component, files);
  let bytes = 0;
  for (const file of files) {
    const chunk = chunks.get(file);
    bytes += gzipSync(chunk.code, { level: 9 }).length;
    for (const module of Object.keys(chunk.modules)) {
      if (SIGNED_IN_AREAS.test(module)) heavyModules.push({ path, module: module.slice(module.indexOf('/src/') + 1) });
    }
  }
  routes[path] = { bytes, files: files.size, component: Boolean(component) };
}

process.stdout.write(JSON.stringify({ routes, heavyModules }, null, 2));

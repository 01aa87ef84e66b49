// The JavaScript each public page loads before it is interactive, from a production build (issue 16):
// the entry chunk and everything it imports statically (what index.html loads and modulepreloads),
// plus the page's route component chunk and its static imports. Sizes are gzip level 9 bytes, as the
// build writes them. Prints JSON: { routes: { path: { bytes, files } }, heavyModules: [{ path, module }],
// antdPackages: ['path: package'], signedIn: the same for the signed-in pages on the kit }.
//
// `node frontend/scripts/first-load.mjs` (used by first-load-budget.test.ts; builds in memory, writes nothing).
import { gzipSync } from 'node:zlib';
import { RENDERED_ROUTE_IDS } from '@ticketsetu/contracts/pages';
import { build } from 'vite';

const frontend = new URL('..', import.meta.url).pathname;
// As `npm run build` builds it, whoever runs this (vitest's NODE_ENV=test would build React's development code).
process.env.NODE_ENV = 'production';

/** Page code that a public page must never load: the back office, selling, checkout and disputes. */
const SIGNED_IN_AREAS = /\/src\/features\/(admin[^/]*|selling|checkout|disputes)\/[^?]*\.(tsx|css)$/;
/** antd's runtime (its components, style engine, rc-components and icon runtime): on demand only (ADR 57). */
const ANTD_RUNTIME = /\/node_modules\/(antd|@ant-design\/(cssinjs|cssinjs-utils|icons)|@rc-component\/[^/]+)\//;

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
/** '@rc-component/trigger', 'antd/es/button': where a module comes from. */
function packageOf(module) {
  const parts = module.split('/node_modules/').pop().split('/');
  return parts.slice(0, parts[0].startsWith('@') ? 2 : parts[0] === 'antd' ? 3 : 1).join('/');
}

const routeFile = (path) => (path === '/' ? 'index' : path.slice(1).replaceAll('/', '.'));
const publicPaths = RENDERED_ROUTE_IDS;

/** Each page's bytes, and what it must not load: `forbidden` page code, and antd's runtime. */
function measure(paths, forbidden) {
  const routes = {};
  const heavyModules = [];
  const antdPackages = new Set();
  for (const path of paths) {
    // The route's component chunk: split alone ('component') or with its loader ('component---loader').
    const split = `/src/routes/${routeFile(path)}.tsx?tsr-split=`;
    const component = [...chunks.values()].find((chunk) => {
      const id = chunk.facadeModuleId ?? '';
      return (
        id.includes(split) &&
        id
          .slice(id.indexOf(split) + split.length)
          .split('---')
          .includes('component')
      );
    });
    const files = withStaticImports(entry);
    if (component) withStaticImports(component, files);
    let bytes = 0;
    for (const file of files) {
      const chunk = chunks.get(file);
      bytes += gzipSync(chunk.code, { level: 9 }).length;
      for (const module of Object.keys(chunk.modules)) {
        if (forbidden.test(module)) heavyModules.push({ path, module: module.slice(module.indexOf('/src/') + 1) });
        if (ANTD_RUNTIME.test(module)) antdPackages.add(`${path}: ${packageOf(module)}`);
      }
    }
    routes[path] = { bytes, files: files.size, component: Boolean(component) };
  }
  return { routes, heavyModules, antdPackages: [...antdPackages] };
}

/** The signed-in buyer and seller pages on the kit (issue 36), held to the same budget: no other area's code. */
const SIGNED_IN_PAGES = ['/sell'];
const OTHER_AREAS = /\/src\/features\/(admin[^/]*|checkout|disputes)\/[^?]*\.(tsx|css)$/;

process.stdout.write(
  JSON.stringify(
    { ...measure(publicPaths, SIGNED_IN_AREAS), signedIn: measure(SIGNED_IN_PAGES, OTHER_AREAS) },
    null,
    2,
  ),
);

// The JavaScript each public page, and each signed-in buyer and seller page drawn with the kit (issue 36),
// loads before it is interactive, from a production build (issue 16):
// the entry chunk and everything it imports statically (what index.html loads and modulepreloads),
// plus the page's route component chunk and its static imports, and in each language the page's catalogues (ADR 84:
// the shell's and its area's). Sizes are gzip level 9 bytes, as the build writes them.
// Also the messages a page can show (in its chunks and the parts it loads on demand) that none of its catalogues
// holds: a reader would see the message's id.
// Prints JSON: { routes: { path: { bytes: { en, hi }, files } }, heavyModules: [{ path, module }], missingMessages,
// antdPackages: ['path: package'] }.
//
// `node frontend/scripts/first-load.mjs` (used by first-load-budget.test.ts; builds in memory, writes nothing).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { formatter } from '@lingui/format-po';
import { CATALOGUES, cataloguesFor, LATER_CATALOGUES, LOCALES } from '@ticketsetu/contracts/locales';
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

/**
 * The signed-in buyer and seller pages (issue 36), held to the public pages' budget: each may load its own
 * feature's code (and those listed with it), nothing else of the areas above, and none of antd's runtime.
 */
const SIGNED_IN_PAGES = {
  '/checkout/$ticketId': ['checkout'],
  // It reads the order through the checkout's entry (its keys, its fee line, Cancel).
  '/payment-result': ['payment-result', 'checkout'],
  '/sell': ['selling'],
  '/tickets': ['tickets'],
  '/profile': ['profile'],
  '/disputes/$id': ['disputes'],
};

/** A catalogue's chunk: what the page's head preloads and the page loads before it draws (ADR 84). */
function catalogueChunk(catalogue, locale) {
  const module = `/src/locales/${catalogue}/${locale}.po`;
  const chunk = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith(module));
  if (!chunk) throw new Error(`no catalogue chunk (${module}) in the build`);
  return chunk;
}

const gzipped = (chunk) => gzipSync(chunk.code, { level: 9 }).length;

/** The ids of a catalogue's messages, as Lingui's macros write them into the code (`{id:`AbC12x`}`). */
const po = formatter();
async function catalogueIds(catalogue) {
  const file = `${frontend}src/locales/${catalogue}/en.po`;
  return Object.keys(await po.parse(readFileSync(file, 'utf8'), { locale: 'en', sourceLocale: 'en', filename: file }));
}
const idsOf = new Map();
for (const catalogue of CATALOGUES) idsOf.set(catalogue, await catalogueIds(catalogue));

/** A page's chunks and every part they load on demand (a dialog's code), but not the entry's other pages. */
function withAllImports(chunk, seen) {
  if (seen.has(chunk.fileName)) return seen;
  seen.add(chunk.fileName);
  for (const file of [...chunk.imports, ...chunk.dynamicImports]) withAllImports(chunks.get(file), seen);
  return seen;
}
// A descriptor as the macros write it: the id alone, or with its values or a <Trans>'s components.
const MESSAGE_ID = /\{id:`([\w-]{6})`(?=\}|,(?:values|components):)/g;
const missingMessages = {};

const routeFile = (path) => (path === '/' ? 'index' : path.slice(1).replaceAll('/', '.'));
const paths = [...RENDERED_ROUTE_IDS, ...Object.keys(SIGNED_IN_PAGES)];

const routes = {};
const heavyModules = [];
const antdPackages = new Set();
for (const path of paths) {
  // The chunk of the route's component, alone ('component') or grouped with its loader ('component---loader').
  const split = `/src/routes/${routeFile(path)}.tsx?tsr-split=`;
  const component = [...chunks.values()].find((chunk) => {
    const at = chunk.facadeModuleId?.indexOf(split) ?? -1;
    return (
      at >= 0 &&
      chunk.facadeModuleId
        .slice(at + split.length)
        .split(/-+/)
        .includes('component')
    );
  });
  const files = withStaticImports(entry);
  if (component) withStaticImports(component, files);
  let code = 0;
  for (const file of files) {
    const chunk = chunks.get(file);
    code += gzipped(chunk);
    for (const module of Object.keys(chunk.modules)) {
      const own = (SIGNED_IN_PAGES[path] ?? []).some((feature) => module.includes(`/src/features/${feature}/`));
      if (SIGNED_IN_AREAS.test(module) && !own)
        heavyModules.push({ path, module: module.slice(module.indexOf('/src/') + 1) });
      if (ANTD_RUNTIME.test(module)) antdPackages.add(`${path}: ${packageOf(module)}`);
    }
  }
  const bytes = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      code + cataloguesFor(path).reduce((sum, catalogue) => sum + gzipped(catalogueChunk(catalogue, locale)), 0),
    ]),
  );
  routes[path] = { bytes, files: files.size, component: Boolean(component) };

  // Its catalogues, and those every page loads after its first draw (the server's sentences by code).
  const held = new Set([...cataloguesFor(path), ...LATER_CATALOGUES].flatMap((catalogue) => idsOf.get(catalogue)));
  const drawn = component ? withAllImports(component, new Set(files)) : files;
  const shown = new Set();
  for (const file of drawn) for (const [, id] of chunks.get(file).code.matchAll(MESSAGE_ID)) shown.add(id);
  routes[path].messages = shown.size;
  const missing = [...shown].filter((id) => !held.has(id));
  if (missing.length > 0) missingMessages[path] = missing;
}

process.stdout.write(
  JSON.stringify({ routes, heavyModules, antdPackages: [...antdPackages], missingMessages }, null, 2),
);

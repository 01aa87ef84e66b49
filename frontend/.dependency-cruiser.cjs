/**
 * The frontend's rooms (ADR 68), checked by `npm run lint` beside the backend's boundaries.
 * frontend/src/rooms.test.ts proves each rule fails on a forbidden import. Paths are from the repository
 * root, where lint runs.
 *
 * - A feature is a folder under frontend/src/features/. Another feature imports it only through its
 *   `index.ts`, and only if frontend/feature-map.cjs says so; the map has no cycle.
 * - routes/ and ssr/ are the composition root: they mount a feature's pages and loaders and may import
 *   its files directly, so each page keeps its own chunk (a route file's imports sit in the entry).
 * - shared/ imports no feature, no route and not the router; features do not import the router either.
 * - antd and @ant-design/* belong to the back office (features/admin*, routes/admin*) and the kit
 *   (shared/ui, shared/antd); the buyer-side files that still use them are listed, to shrink, in
 *   frontend/antd-importers.cjs.
 * - No cycles anywhere, type imports included. Tests (`*.test.ts(x)`, src/test/) are exempt from the
 *   room rules, not from the cycle rule.
 */
const { uses } = require('./feature-map.cjs');
const antdImporters = require('./antd-importers.cjs');

const src = '^frontend/src/';
const features = `${src}features/`;
const tests = ['\\.test\\.tsx?$', `${src}test/`];
const literal = (path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const router = `${src}(routes/|routeTree\\.gen\\.ts$|router\\.tsx$|router-options\\.ts$)`;
const antd = '(^|node_modules/)(antd|@ant-design/[^/]+)(/|$)';

const featureRules = [
  {
    name: 'feature-entry-only',
    comment:
      'Import another feature only through its index.ts (features/<name>/index.ts): export what you need there. If two features need the same code, move it to shared/ or into the feature that owns it',
    from: { path: `${features}([^/]+)/`, pathNot: tests },
    to: { path: features, pathNot: [`${features}$1/`, `${features}[^/]+/index\\.ts$`] },
  },
  ...Object.entries(uses).map(([name, deps]) => ({
    name: `feature-map-${name}`,
    comment:
      (deps.length === 0 ? `${name} imports no other feature` : `${name} may import only ${deps.join(', ')}`) +
      ' (frontend/feature-map.cjs, which has no cycle): move what both need to shared/ or into the feature that owns it, or change the map there',
    from: { path: `${features}${name}/`, pathNot: tests },
    to: { path: features, pathNot: `${features}(${[name, ...deps].join('|')})/` },
  })),
  {
    name: 'feature-not-in-map',
    comment: 'This folder under features/ is not in frontend/feature-map.cjs: add it there',
    from: { path: features, pathNot: [`${features}(${Object.keys(uses).join('|')})/`, ...tests] },
    to: {},
  },
  {
    name: 'feature-no-router',
    comment:
      'A feature must not import the router or a route: take the route context from shared/router-context.ts and the route API with getRouteApi',
    from: { path: features, pathNot: tests },
    to: { path: router },
  },
];

const sharedRules = [
  {
    name: 'shared-no-feature',
    comment:
      'shared/ is what every feature uses: it must not import a feature. Move the code into the feature, or pass it in',
    from: { path: `${src}shared/`, pathNot: tests },
    to: { path: features },
  },
  {
    name: 'shared-no-router',
    comment:
      'shared/ must not import the router, a route or the app around it (router.tsx imports every route, so this closes a loop through everything): put the type in shared/ (shared/router-context.ts)',
    from: { path: `${src}shared/`, pathNot: tests },
    to: { path: [router, `${src}(ssr/|main\\.tsx$|AppProviders\\.tsx$)`] },
  },
];

const antdRule = {
  name: 'antd-back-office-and-kit',
  comment:
    "antd belongs to the back office (features/admin*, routes/admin*) and the kit (shared/ui, shared/antd): a buyer's page uses shared/ui parts (ADR 57). Files that still use antd are listed in frontend/antd-importers.cjs, which only shrinks (issue 36 item 1)",
  from: {
    path: src,
    pathNot: [
      `${src}(features|routes)/admin`,
      `${src}shared/(ui|antd)/`,
      ...tests,
      ...antdImporters.map((file) => `^${literal(file)}$`),
    ],
  },
  to: { path: antd },
};

module.exports = {
  forbidden: [
    ...featureRules,
    ...sharedRules,
    antdRule,
    {
      name: 'no-circular',
      comment: 'Files import each other in a circle: move the shared part into a third file both can import',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolvable',
      comment:
        'This import resolves to no file: fix the path (an import the check cannot resolve escapes every other rule)',
      from: { path: src },
      to: { couldNotResolve: true },
    },
  ].map((rule) => ({ severity: 'error', ...rule })),
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a type pulled from another feature's internals couples as much as a value.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'frontend/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json', '.d.ts', '.css'],
    },
  },
};

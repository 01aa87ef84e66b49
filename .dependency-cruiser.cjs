/**
 * Module boundaries of the backend (see docs/architecture.md):
 * - a module reaches another only through its public surface: `<name>.module.ts`,
 *   `application/` (exported services and their types) and `http/*.dto.ts` (API contract classes);
 * - the module map points one way: payouts -> transfers -> orders -> listings -> catalog -> identity;
 * - `domain/` stays free of Nest, HTTP and SDKs; `shared/` never depends on a module.
 */
const order = ['identity', 'catalog', 'listings', 'orders', 'transfers', 'payouts'];

const leftwardImports = order.flatMap((target, i) =>
  order.slice(i + 1).map((later) => ({
    name: `no-${target}-to-${later}`,
    comment: `${target} must not know ${later}: arrows point from later stages of a sale to earlier ones`,
    severity: 'error',
    from: { path: `^backend/src/modules/${target}/` },
    to: { path: `^backend/src/modules/${later}/` },
  })),
);

module.exports = {
  forbidden: [
    {
      name: 'no-module-internals',
      comment: "Use another module's exported service (application/), module file or DTOs, never its internals",
      severity: 'error',
      from: { path: '^backend/src/modules/([^/]+)/' },
      to: {
        path: '^backend/src/modules/([^/]+)/',
        pathNot: [
          '^backend/src/modules/$1/',
          '^backend/src/modules/[^/]+/[^/]+\\.module\\.ts$',
          '^backend/src/modules/[^/]+/application/',
          '^backend/src/modules/[^/]+/http/[^/]+\\.dto\\.ts$',
        ],
      },
    },
    ...leftwardImports,
    {
      name: 'domain-is-pure',
      comment: 'domain/ holds business rules: no Nest, no HTTP, no SDKs (MikroORM decorators allowed)',
      severity: 'error',
      from: { path: '^backend/src/(modules/[^/]+|shared)/domain/' },
      to: { path: '(@nestjs|express|argon2|@aws-sdk|nodemailer|/http/|/infrastructure/)' },
    },
    {
      name: 'shared-knows-no-module',
      comment: 'shared/ is the kernel every module may use; it must not depend on a module',
      severity: 'error',
      from: { path: '^backend/src/shared/' },
      to: { path: '^backend/src/modules/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'backend/tsconfig.json' },
    exclude: { path: '\\.spec\\.ts$' },
  },
};

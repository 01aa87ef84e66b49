// `npm run test:module -- <module> [jest options]`: one module's own integration tests (ADR 47), those in
// src/modules/<module>/test/, each booting the module alone. Plain JS: it runs before jest does.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const { uses } = createRequire(import.meta.url)('../module-map.cjs');
const backend = fileURLToPath(new URL('..', import.meta.url));
const [name, ...jestOptions] = process.argv.slice(2);

if (!name || !Object.hasOwn(uses, name)) {
  console.error(`Name one module: npm run test:module -- <${Object.keys(uses).join('|')}>`);
  process.exit(2);
}
const folder = `src/modules/${name}/test/`;
if (!existsSync(`${backend}${folder}`)) {
  console.error(
    `${name} has no tests of its own yet (backend/${folder}): its tests are whole-app ones in backend/test/.`,
  );
  process.exit(1);
}
const jest = spawnSync('npx', ['jest', '-c', 'jest.integration.config.cjs', '--runInBand', folder, ...jestOptions], {
  cwd: backend,
  stdio: 'inherit',
  env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules --no-warnings' },
});
process.exit(jest.status ?? 1);

import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const root = join(import.meta.dirname, '..', '..', '..');

export interface CompiledServer {
  /** The folder laid out as the repository is (node_modules linked), the server's cwd. */
  dir: string;
  /** Its backend/dist/main.js. */
  main: string;
  remove(): Promise<void>;
}

/**
 * The backend compiled from its sources into a temp folder, for tests that need the server as a real
 * process (a loader hook, a SIGKILL): `npm run build`'s output may be stale or absent.
 */
export async function compiledServer(prefix: string): Promise<CompiledServer> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  await mkdir(join(dir, 'backend'));
  await symlink(join(root, 'node_modules'), join(dir, 'node_modules'));
  await symlink(join(root, 'backend', 'node_modules'), join(dir, 'backend', 'node_modules'));
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const tsconfig = join(root, 'backend', 'tsconfig.build.json');
  await promisify(execFile)(process.execPath, [tsc, '-p', tsconfig, '--outDir', join(dir, 'backend', 'dist')]);
  return {
    dir,
    main: join(dir, 'backend', 'dist', 'main.js'),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

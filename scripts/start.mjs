// `npm start`: check Node, build, then run the server in this very process, so the signal a
// supervisor (or `kill`, or Ctrl-C) sends reaches the server itself, which finishes its requests
// and stops the embedded PostgreSQL. See docs/adr/0017-start-launcher-and-shutdown.md.
// Plain JavaScript that old Node versions can parse: on Node 20 it must get as far as saying so.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { nodeVersionProblem } from './node-version.mjs';

const problem = nodeVersionProblem(process.versions.node, process.platform, process.arch);
if (problem) {
  console.error(problem);
  process.exit(1);
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
if (existsSync('.env')) process.loadEnvFile('.env');

/**
 * Runs `npm run <script>` in its own process group, so a signal to us can stop the whole build
 * (npm, sh, vite, tsc) and none of it is left behind.
 */
function npmRun(args) {
  // The npm that runs us (npm sets npm_execpath), under this Node; else whatever npm is on PATH.
  const [command, prefix] = process.env.npm_execpath
    ? [process.execPath, [process.env.npm_execpath]]
    : [process.platform === 'win32' ? 'npm.cmd' : 'npm', []];
  const child = spawn(command, [...prefix, 'run', ...args], { stdio: 'inherit', detached: true });
  const forward = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(signal ? 128 + ({ SIGINT: 2, SIGTERM: 15 }[signal] ?? 1) : (code ?? 1));
    });
  });
}

// Without the web app (SERVE_FRONTEND=false), there is no need to build it.
const serveFrontend = !/^(false|0|no|off)$/i.test(process.env.SERVE_FRONTEND ?? '');
const built = await npmRun(serveFrontend ? ['build'] : ['build', '-w', 'contracts', '-w', 'backend']);
if (built !== 0) {
  if (built < 128) console.error('The build failed (see above); the server was not started.');
  process.exit(built);
}

// The server installs its own SIGINT/SIGTERM handling (graceful shutdown) as it starts.
await import(pathToFileURL(join(root, 'backend', 'dist', 'main.js')).href);

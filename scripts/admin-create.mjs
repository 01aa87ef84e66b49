// `npm run admin:create -- --email ops@example.in --name "Full Name"`: creates an admin account
// (see README, "Production"). Runs the built backend's command in this process.
// Plain JavaScript that old Node versions can parse, to say that Node 24 is needed.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { nodeVersionProblem } from './node-version.mjs';

const problem = nodeVersionProblem(process.versions.node, process.platform, process.arch);
if (problem) {
  console.error(problem);
  process.exit(1);
}

const command = join(dirname(fileURLToPath(import.meta.url)), '..', 'backend', 'dist', 'seed', 'create-admin.cli.js');
if (!existsSync(command)) {
  console.error('The backend is not built yet: run `npm run build -w backend` (or `npm start` once) first.');
  process.exit(1);
}
await import(pathToFileURL(command).href);

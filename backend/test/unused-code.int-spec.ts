import { execFile } from 'node:child_process';
import { appendFile, copyFile, cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

/**
 * The unused-code check of `npm run lint` (knip, with knip.jsonc) bites in every workspace. The
 * repository's files (those git tracks or would add) are copied to a scratch folder, its packages linked
 * in, the workspaces' own names pointing at the copies; something unused is planted in each workspace,
 * and one knip run on the copy must report exactly those: nothing else, so the rest of the copy is clean.
 */
const repo = resolve(import.meta.dirname, '..', '..');
const workspaces = ['backend', 'client', 'contracts', 'frontend'];
const run = promisify(execFile);

interface Plant {
  /** The file (from the repository root) that gets the lines at its end, or is written when new. */
  file: string;
  lines: string;
  /** What knip must report for it: `<kind> <file>[ <name>]`. */
  finding: string;
}

const plants: Plant[] = [
  {
    file: 'backend/src/modules/catalog/domain/open-for-sale.ts',
    lines: 'export const SALE_GRACE_MS = 0;',
    finding: 'exports backend/src/modules/catalog/domain/open-for-sale.ts SALE_GRACE_MS',
  },
  {
    // A module's entry: a value it exports must be used by another module (its types need not be).
    file: 'backend/src/modules/catalog/index.ts',
    lines: "export { eventTimeStatuses } from './domain/event-time-status.js';",
    finding: 'exports backend/src/modules/catalog/index.ts eventTimeStatuses',
  },
  {
    file: 'backend/src/modules/listings/application/views.ts',
    lines: 'export interface ListingBadge { label: string }',
    finding: 'types backend/src/modules/listings/application/views.ts ListingBadge',
  },
  {
    file: 'backend/src/shared/domain/seat-map.ts',
    lines: 'export const SEATS_PER_ROW = 20;',
    finding: 'files backend/src/shared/domain/seat-map.ts',
  },
  {
    file: 'frontend/src/shared/format.ts',
    lines: 'export const formatSeat = (row: string, seat: number) => `${row}${seat}`;',
    finding: 'exports frontend/src/shared/format.ts formatSeat',
  },
  {
    // contracts' files are its package's entries: an export no workspace imports is reported all the same.
    file: 'contracts/src/rules.ts',
    lines: 'export const MAX_SEATS_TOGETHER = 6;',
    finding: 'exports contracts/src/rules.ts MAX_SEATS_TOGETHER',
  },
  {
    file: 'client/src/retry.js',
    lines: 'export const LAST_DELAY_MS = 4000;',
    finding: 'exports client/src/retry.js LAST_DELAY_MS',
  },
  {
    file: 'test/e2e/journeys.ts',
    lines: "export const seatLabel = 'Seat';",
    finding: 'exports test/e2e/journeys.ts seatLabel',
  },
  {
    file: 'scripts/db-tools.mjs',
    lines: "export const BACKUP_SUFFIX = '.dump';",
    finding: 'exports scripts/db-tools.mjs BACKUP_SUFFIX',
  },
];

/** The files of the repository as a clone has them, with any new file not yet committed. */
async function repositoryFiles(): Promise<string[]> {
  const { stdout } = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repo,
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout.split('\0').filter((file) => file && existsSync(join(repo, file)));
}

/** `node_modules` of `from` linked entry by entry, with @ticketsetu/* pointing at the scratch workspaces. */
async function linkPackages(scratch: string, from: string) {
  const source = join(repo, from, 'node_modules');
  if (!existsSync(source)) return;
  const target = join(scratch, from, 'node_modules');
  await mkdir(target, { recursive: true });
  for (const entry of await readdir(source)) {
    if (entry === '@ticketsetu') {
      await mkdir(join(target, entry));
      for (const name of workspaces) await symlink(join(scratch, name), join(target, entry, name));
    } else {
      await symlink(join(source, entry), join(target, entry));
    }
  }
}

/** One line per finding of knip's JSON report. */
function findings(report: { issues: Record<string, unknown>[] }): string[] {
  return report.issues.flatMap((issue) =>
    Object.entries(issue).flatMap(([kind, items]) =>
      Array.isArray(items)
        ? items.map((item: { name: string }) =>
            kind === 'files' ? `files ${item.name}` : `${kind} ${issue.file} ${item.name}`,
          )
        : [],
    ),
  );
}

describe('unused code (knip)', () => {
  let scratch: string;

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'ticketsetu-unused-'));
    for (const file of await repositoryFiles()) {
      await mkdir(dirname(join(scratch, file)), { recursive: true });
      await copyFile(join(repo, file), join(scratch, file));
    }
    // contracts compile to dist/ (not in git): vite.config.ts, which knip loads, imports them from there.
    await cp(join(repo, 'contracts/dist'), join(scratch, 'contracts/dist'), { recursive: true });
    for (const from of ['.', ...workspaces]) await linkPackages(scratch, from);
  });

  afterAll(async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('reports an unused export, type or file in every workspace, and a dependency nothing imports', async () => {
    for (const { file, lines } of plants) await appendFile(join(scratch, file), `\n${lines}\n`);
    // The client declares a package it never imports.
    const client = join(scratch, 'client/package.json');
    const manifest = JSON.parse(await readFile(client, 'utf8'));
    manifest.dependencies.yaml = '^2.9.1';
    await writeFile(client, JSON.stringify(manifest, null, 2));

    const knip = join(repo, 'node_modules/knip/bin/knip.js');
    const answer = await run(process.execPath, [knip, '--no-progress', '--reporter', 'json'], {
      cwd: scratch,
      maxBuffer: 64 * 1024 * 1024,
    }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => error,
    );
    expect(answer.code).toBe(1);
    expect(findings(JSON.parse(answer.stdout)).sort()).toEqual(
      [...plants.map((p) => p.finding), 'dependencies client/package.json yaml'].sort(),
    );
  });
});

/**
 * What the source throws, read from the files (ADR 81): each module's refusal codes (`new XError('CODE', ...)`)
 * by the controllers that module holds, and each code's status from the `defineErrors` tables. The
 * OpenAPI contract test holds each operation's code lists to them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = fileURLToPath(new URL('../../src/', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts') && !file.split('/').includes('test'))
    .map((file) => join(dir, file));
}

export interface ThrownCodes {
  /** Each code's status, from the error tables; a code two tables give different statuses is an error. */
  statusOf: Map<string, number>;
  /** By controller class name: the codes its module's source throws. */
  byModule: Map<string, Set<string>>;
}

export function thrownCodes(): ThrownCodes {
  const statusOf = new Map<string, number>();
  for (const file of sourceFiles(SOURCE)) {
    const text = readFileSync(file, 'utf8');
    for (const table of text.matchAll(/defineErrors\(\{([^}]*)\}\)/g)) {
      for (const [, code, status] of table[1]!.matchAll(/\b([A-Z][A-Z0-9_]*): (\d{3})/g)) {
        const known = statusOf.get(code!);
        if (known !== undefined && known !== Number(status)) {
          throw new Error(`${code} is ${known} in one error table and ${status} in another (${file})`);
        }
        statusOf.set(code!, Number(status));
      }
    }
  }
  const byModule = new Map<string, Set<string>>();
  const modules = join(SOURCE, 'modules');
  for (const dir of readdirSync(modules)) {
    const files = sourceFiles(join(modules, dir)).map((file) => readFileSync(file, 'utf8'));
    const codes = new Set(
      files.flatMap((text) => [...text.matchAll(/new \w+Error\(\s*'([A-Z][A-Z0-9_]*)'/g)].map((m) => m[1]!)),
    );
    for (const text of files) {
      for (const [, controller] of text.matchAll(/export class (\w+Controller)\b/g)) byModule.set(controller!, codes);
    }
  }
  return { statusOf, byModule };
}

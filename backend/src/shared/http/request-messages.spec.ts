import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REQUEST_MESSAGES } from '@ticketsetu/contracts/problems';
import { TOO_MANY_ATTEMPTS } from '../domain/domain-error.js';
import { CROSS_SITE_REFUSED, UNSUPPORTED_BODY } from './same-origin.guard.js';

const SOURCE = fileURLToPath(new URL('../../', import.meta.url));
/** The names the source gives the kernel's sentences. */
const ALIASES: Record<string, string> = { TOO_MANY_ATTEMPTS, CROSS_SITE_REFUSED, UNSUPPORTED_BODY };

/**
 * A code of contracts' REQUEST_MESSAGES is answered with its sentence and no other, so a browser
 * may show its catalogue's sentence for the code in place of the server's (ADR 81).
 */
describe('the kernel codes keep their one sentence', () => {
  it('throws each REQUEST_MESSAGES code only with its own sentence', () => {
    const codes = Object.keys(REQUEST_MESSAGES).join('|');
    const throwSite = new RegExp(`new \\w+Error\\(\\s*'(${codes})',\\s*([\\w.]+)`, 'g');
    const seen: [string, string, string | undefined][] = [];
    for (const file of readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || file.endsWith('.spec.ts') || file.split('/').includes('test')) continue;
      for (const [, code, sentence] of readFileSync(join(SOURCE, file), 'utf8').matchAll(throwSite)) {
        const said = sentence!.startsWith('REQUEST_MESSAGES.')
          ? REQUEST_MESSAGES[sentence!.slice('REQUEST_MESSAGES.'.length) as keyof typeof REQUEST_MESSAGES]
          : ALIASES[sentence!];
        seen.push([file, code!, said]);
      }
    }
    expect(seen.length).toBeGreaterThanOrEqual(5);
    for (const [file, code, said] of seen) {
      expect([file, code, said]).toEqual([file, code, REQUEST_MESSAGES[code as keyof typeof REQUEST_MESSAGES]]);
    }
  });
});

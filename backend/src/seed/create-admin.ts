import type { Readable, Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import { isEmail } from 'class-validator';
import { AdminUsersService } from '../modules/identity/application/admin-users.service.js';
import { IdentityService, passwordProblem } from '../modules/identity/index.js';

/** A refusal to show the operator as it is (no stack trace). */
export class AdminCommandError extends Error {}

export const USAGE = `Usage: npm run admin:create -- --email <email> --name "<full name>" [--make-admin]

Creates an admin account. The password is read from ADMIN_PASSWORD when set, else from standard
input (typed without echo on a terminal, or piped: the first line). It must pass the same rules
as a sign-up. With --make-admin, an existing account with that email becomes an admin instead
(its password is left as it is).`;

export interface AdminRequest {
  email: string;
  fullName: string;
  makeAdmin: boolean;
}

export function parseAdminArgs(argv: string[]): AdminRequest {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, name: { type: 'string' }, 'make-admin': { type: 'boolean' } },
      strict: true,
    }));
  } catch (error) {
    throw new AdminCommandError(`${(error as Error).message}\n\n${USAGE}`);
  }
  const email = values.email?.trim().toLowerCase() ?? '';
  const fullName = values.name?.trim() ?? '';
  if (!email) throw new AdminCommandError(`--email is required.\n\n${USAGE}`);
  if (!isEmail(email)) throw new AdminCommandError(`Please enter a valid email address (got "${email}").`);
  return { email, fullName, makeAdmin: values['make-admin'] ?? false };
}

export type AdminOutcome = 'created' | 'promoted' | 'already-admin';

/**
 * Creates the admin through the identity module's own service (argon2id hash, the sign-up password
 * rules), or with makeAdmin turns an existing account into one. `password` is asked for only
 * when an account is to be created.
 */
export async function createOrPromoteAdmin(
  app: INestApplicationContext,
  request: AdminRequest,
  password: () => Promise<string>,
): Promise<AdminOutcome> {
  return RequestContext.create(app.get(MikroORM).em, async () => {
    const identity = app.get(IdentityService);
    const existing = await identity.findByEmail(request.email);
    if (existing) {
      if (!request.makeAdmin) {
        throw new AdminCommandError(
          `An account with ${request.email} exists already. Add --make-admin to make it an admin (its password stays as it is).`,
        );
      }
      if (existing.isAdmin) return 'already-admin';
      // The back office's own rule applies (an inactive account is not made an admin).
      await app.get(AdminUsersService).setAdmin(existing.id, existing.id, true);
      return 'promoted';
    }
    if (!request.fullName) throw new AdminCommandError(`--name is required to create an account.\n\n${USAGE}`);
    const secret = await password();
    const weak = passwordProblem(secret);
    if (weak) throw new AdminCommandError(`${weak.replace(/\.?$/, '.')} The account was not created.`);
    await identity.createAccount({ email: request.email, password: secret, fullName: request.fullName, isAdmin: true });
    return 'created';
  });
}

/**
 * The new admin's password: ADMIN_PASSWORD, else standard input. On a terminal it is typed twice
 * without echo; piped, the first line is taken.
 */
export async function readAdminPassword(
  env: NodeJS.ProcessEnv,
  stdin: Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown },
  prompt: Writable,
): Promise<string> {
  if (env.ADMIN_PASSWORD) return env.ADMIN_PASSWORD;
  if (stdin.isTTY && stdin.setRawMode) {
    const [first, again] = await readHidden(stdin, prompt, ['Password for the new admin: ', 'Type it again: ']);
    if (first !== again) throw new AdminCommandError('The two passwords differ. The account was not created.');
    return first!;
  }
  let text = '';
  for await (const chunk of stdin) text += String(chunk);
  const firstLine = text.split(/\r?\n/)[0] ?? '';
  if (!firstLine) {
    throw new AdminCommandError('No password given: set ADMIN_PASSWORD or write it to standard input.');
  }
  return firstLine;
}

/**
 * Asks each question on a terminal and reads one line for each, printing nothing of what is typed.
 * Raw mode is on before the first question and stays on until the last answer: were it switched off
 * in between, an answer typed quickly after a question could be echoed by the terminal.
 */
function readHidden(
  stdin: Readable & { setRawMode?: (raw: boolean) => unknown },
  prompt: Writable,
  questions: string[],
): Promise<string[]> {
  stdin.setRawMode!(true);
  stdin.setEncoding('utf8');
  const answers: string[] = [];
  let typed = '';
  return new Promise((resolve, reject) => {
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode!(false);
      stdin.pause();
      if (error) reject(error);
      else resolve(answers);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\u0003') {
          prompt.write('\r\n');
          return finish(new AdminCommandError('Cancelled.'));
        }
        if (char === '\r' || char === '\n' || char === '\u0004') {
          // Raw mode turns off the terminal's own newline handling, hence \r\n.
          prompt.write('\r\n');
          answers.push(typed);
          typed = '';
          if (answers.length === questions.length) return finish();
          prompt.write(questions[answers.length]!);
        } else if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.on('data', onData);
    prompt.write(questions[0]!);
    stdin.resume();
  });
}

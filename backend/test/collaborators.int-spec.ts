import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * No service takes more than 7 collaborators (ADR 83): every class marked @Injectable() under
 * backend/src has at most 7 constructor parameters. A service that needs more does more than one
 * thing: split it by what it does (creating payouts, paying them), not by bundling collaborators into a
 * bag. Read from the source (TypeScript's parser), so a class counts whether or not a module wires it.
 */
const MAX_COLLABORATORS = 7;
const src = resolve(import.meta.dirname, '..', 'src');

interface Service {
  name: string;
  collaborators: number;
}

/** The @Injectable() classes of a source text and how many constructor parameters each takes. */
function servicesIn(fileName: string, text: string): Service[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: Service[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isClassDeclaration(node) && isInjectable(node)) {
      const constructor = node.members.find(ts.isConstructorDeclaration);
      found.push({ name: node.name?.text ?? '(anonymous)', collaborators: constructor?.parameters.length ?? 0 });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function isInjectable(node: ts.ClassDeclaration): boolean {
  return (ts.getDecorators(node) ?? []).some((decorator) => {
    const call = decorator.expression;
    return ts.isCallExpression(call) && ts.isIdentifier(call.expression) && call.expression.text === 'Injectable';
  });
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.spec.ts'))
    .map((e) => join(e.parentPath, e.name));
}

const tooMany = (services: Service[]) => services.filter((s) => s.collaborators > MAX_COLLABORATORS);

describe('collaborators of a service (constructor parameters)', () => {
  it(`no @Injectable() under backend/src takes more than ${MAX_COLLABORATORS}`, async () => {
    const files = await sourceFiles(src);
    const services: string[] = [];
    const over: string[] = [];
    for (const path of files) {
      for (const service of servicesIn(path, await readFile(path, 'utf8'))) {
        services.push(service.name);
        if (service.collaborators > MAX_COLLABORATORS) {
          over.push(`${relative(src, path)}: ${service.name} takes ${service.collaborators}`);
        }
      }
    }
    expect(services.length).toBeGreaterThan(100); // it did read the services
    expect(over).toEqual([]);
  });

  it('bites: an eighth collaborator is refused, seven pass, and a class that is not a service is not counted', () => {
    const params = (n: number) => Array.from({ length: n }, (_, i) => `private readonly c${i}: C${i}`).join(', ');
    const planted = [
      `@Injectable() export class Eight { constructor(${params(8)}) {} }`,
      `@Injectable() export class Seven { constructor(${params(7)}) {} }`,
      `@Injectable() export class Injected { constructor(@Inject(CLOCK) a: Clock, ${params(7)}, @Inject(APP_CONFIG) b: AppConfig) {} }`,
      `export class PlainClass { constructor(${params(9)}) {} }`,
      `@Injectable() export class NoConstructor {}`,
    ].join('\n');
    const services = servicesIn('planted.ts', planted);
    expect(services.map((s) => s.name)).toEqual(['Eight', 'Seven', 'Injected', 'NoConstructor']);
    expect(tooMany(services)).toEqual([
      { name: 'Eight', collaborators: 8 },
      { name: 'Injected', collaborators: 9 },
    ]);
  });
});

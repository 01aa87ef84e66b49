import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '..', '..');

type Operation = { summary?: string; description?: string };
type Document = { paths: Record<string, Record<string, Operation>>; tags: { name: string; description?: string }[] };
type Finding = { code: string; path: string[]; severity: number };

/**
 * The document's words for people are held by `npm run lint` (.spectral.yaml, issue 33): the rules
 * bite. A copy of contracts/openapi.json loses one operation's summary, another's description, a
 * third's "Who:" and a tag's description, and Spectral, with the same ruleset and options as the
 * lint, reports exactly those; the untouched copy has no error at all.
 */
describe('the Spectral rules on the words of the OpenAPI document', () => {
  let dir: string;
  let original: Document;
  beforeAll(async () => {
    // The ruleset beside the copy, as in the repository: its overrides name files relative to it, and it
    // finds the OWASP ruleset it extends in node_modules.
    dir = await mkdtemp(join(tmpdir(), 'ticketsetu-spectral-'));
    await copyFile(join(repo, '.spectral.yaml'), join(dir, '.spectral.yaml'));
    await symlink(join(repo, 'node_modules'), join(dir, 'node_modules'));
    original = JSON.parse(await readFile(join(repo, 'contracts', 'openapi.json'), 'utf8')) as Document;
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** Spectral's errors on `document`, written as openapi.json (the ruleset's overrides name that file). */
  async function errorsOf(document: Document): Promise<Finding[]> {
    const file = join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const spectral = join(repo, 'node_modules', '.bin', 'spectral');
    const args = ['lint', file, '--ruleset', join(dir, '.spectral.yaml'), '--format', 'json', '--quiet'];
    // Spectral exits 1 when it finds an error: the findings are on stdout either way.
    const { stdout } = await run(spectral, args, { cwd: dir, maxBuffer: 64 * 1024 * 1024 }).catch(
      (error: { stdout: string }) => error,
    );
    return (JSON.parse(stdout || '[]') as Finding[]).filter((finding) => finding.severity === 0);
  }

  it('finds no error in the document as generated', async () => {
    expect(await errorsOf(original)).toEqual([]);
  });

  it('reports an operation without a summary or a description, one that does not say who may call it, and a tag that does not say what it is', async () => {
    const broken = structuredClone(original);
    delete broken.paths['/api/v1/orders']!.post!.summary;
    delete broken.paths['/api/v1/events']!.get!.description;
    broken.paths['/api/v1/me/purchases']!.get!.description = 'Your purchases.';
    delete broken.tags.find((tag) => tag.name === 'orders')!.description;

    const found = (await errorsOf(broken)).map(({ code, path }) => [code, path.join(' ')]);
    expect(found.sort()).toEqual(
      [
        ['operation-description', 'paths /api/v1/events get'],
        ['tag-description', 'tags 2'],
        ['ticketsetu-operation-summary', 'paths /api/v1/orders post'],
        ['ticketsetu-operation-who', 'paths /api/v1/me/purchases get description'],
      ].sort(),
    );
  });

  it("reports a problem response without its list of codes, and a list that is not a Problem's code enum of upper snake case codes (ADR 81)", async () => {
    type Lists = { allOf: [object, { properties: { code: { enum: string[] } } }?] };
    const broken = structuredClone(original) as Document & {
      paths: Record<string, Record<string, { responses?: Record<string, { content: Record<string, object> }> }>>;
      components: { schemas: Record<string, Lists> };
    };
    const pay = broken.paths['/api/v1/orders']!.post!.responses!['409']!;
    pay.content['application/problem+json'] = { schema: { $ref: '#/components/schemas/Problem' } };
    const schemas = broken.components.schemas;
    schemas.Problem415!.allOf[1]!.properties.code.enum = ['listing.sold_out'];
    schemas.Problem413!.allOf = [{ $ref: '#/components/schemas/Problem' }];

    const found = (await errorsOf(broken)).map(({ code, path }) => [code, path.join(' ')]);
    expect(found.sort()).toEqual(
      [
        [
          'ticketsetu-problem-codes',
          'paths /api/v1/orders post responses 409 content application/problem+json schema $ref',
        ],
        ['ticketsetu-problem-code-list', 'components schemas Problem413 allOf'],
        ['ticketsetu-problem-code-list', 'components schemas Problem415 allOf 1 properties code enum 0'],
      ].sort(),
    );
  });
});

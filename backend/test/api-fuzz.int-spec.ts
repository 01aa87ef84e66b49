import { readFileSync } from 'node:fs';
import { jest } from '@jest/globals';
import fc from 'fast-check';
import type request from 'supertest';
import { newSignedInUser, nextIp } from './harness/auth.js';
import { buying } from './harness/buying.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  nullable?: boolean;
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
};
type Parameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };
type Agent = Record<string, (url: string) => request.Test>;
type Caller = { who: string; agent: () => Agent };

/** Generated requests per operation and caller (4 callers x 86 operations x RUNS); FUZZ_RUNS for a deeper walk. */
const RUNS = Number(process.env.FUZZ_RUNS) || 20;
/** Operations that end the caller's own session or account: run last, so the others keep their caller. */
const ENDS_THE_SESSION = ['post /api/v1/auth/logout', 'delete /api/v1/me'];

const document = JSON.parse(readFileSync(new URL('../../contracts/openapi.json', import.meta.url), 'utf8')) as Document;

const resolve = (schema: Schema): Schema => {
  if (schema.$ref) return resolve(document.components.schemas[schema.$ref.split('/').pop()!]!);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map(resolve), { ...schema, allOf: undefined }) as Schema;
  return schema;
};

const INT32 = 2 ** 31 - 1;
const clamp = (value: number | undefined, fallback: number) => Math.max(-INT32, Math.min(INT32, value ?? fallback));

/**
 * Property-based walk of the whole API (issue 17): each operation in contracts/openapi.json is sent
 * inputs generated from its own schemas by fast-check — mostly valid-looking values within the
 * documented types, lengths, bounds, patterns and formats, sometimes any JSON at all — by a visitor,
 * a buyer, a seller and staff. Ids are those of real rows (a sale, its listing, event, order,
 * transfer) or unknown ones. No answer may be a 5xx, and every answer must be one the document
 * describes (status, type and body: the harness checks each answer it sees against the document).
 * A failure prints fast-check's shrunk counterexample and its seed.
 */
describe('the API under generated input', () => {
  // About 7,000 requests one after another: a limit that catches a hung test, not a slow machine.
  jest.setTimeout(600_000);

  let t: TestApp;
  let ids: string[];
  let callers: Caller[];

  beforeAll(async () => {
    t = await createTestApp();
    const { purchase } = buying(t);
    const sale = await purchase();
    const staff = await newSignedInUser(t, { admin: true });
    const bystander = await newSignedInUser(t);
    callers = [
      { who: 'visitor', agent: () => t.http() as unknown as Agent },
      { who: 'buyer', agent: () => sale.buyer.agent as unknown as Agent },
      { who: 'seller', agent: () => sale.seller.agent as unknown as Agent },
      { who: 'staff', agent: () => staff.agent as unknown as Agent },
    ];
    // Rows the callers can reach; the callers' own accounts stay out (staff could switch them off).
    ids = [sale.event.id, sale.listing.id, sale.order.id, sale.transferId, bystander.id];
    for (const table of ['categories', 'user_addresses', 'listing_files', 'payouts', 'waitlist_entries']) {
      const rows = await t.sql<{ id: string }>(`select id from ${table} limit 3`);
      ids.push(...rows.map((row) => row.id));
    }
  });
  afterAll(() => t.close());

  /** A value the schema describes, or now and then any JSON at all (a wrong type, null, nesting). */
  function valueOf(raw: Schema, depth = 0): fc.Arbitrary<unknown> {
    const schema = resolve(raw);
    const wellFormed = wellFormedValueOf(schema, depth);
    const anything = fc.jsonValue({ maxDepth: 2 });
    return fc.oneof(
      { weight: 6, arbitrary: schema.nullable ? fc.option(wellFormed, { nil: null }) : wellFormed },
      { weight: 1, arbitrary: anything },
    );
  }

  function wellFormedValueOf(schema: Schema, depth: number): fc.Arbitrary<unknown> {
    if (schema.enum) return fc.constantFrom(...schema.enum);
    switch (schema.type) {
      case 'integer':
        return fc.integer({ min: clamp(schema.minimum, -1000), max: clamp(schema.maximum, 1_000_000) });
      case 'number':
        return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e9, noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(valueOf(schema.items ?? {}, depth + 1), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
      case 'object':
        return depth > 2 ? fc.constant({}) : recordOf(schema, depth + 1);
      default:
        return stringOf(schema);
    }
  }

  function stringOf(schema: Schema): fc.Arbitrary<string> {
    const cut = (text: string) => text.slice(0, schema.maxLength ?? text.length);
    switch (schema.format) {
      case 'uuid':
        return fc.oneof(fc.constantFrom(...ids), fc.uuid({ version: 4 }));
      case 'email':
        return fc.emailAddress().map(cut);
      case 'date-time':
        return fc
          .date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString());
      case 'date':
        return fc
          .date({ min: new Date('1930-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
    }
    if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).map(cut);
    return fc.string({
      minLength: schema.minLength ?? 0,
      maxLength: Math.min(schema.maxLength ?? 60, 200),
      unit: 'binary',
    });
  }

  function recordOf(schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
    const properties = Object.entries(schema.properties ?? {}).filter(([, p]) => resolve(p).format !== 'binary');
    return fc.record(Object.fromEntries(properties.map(([name, p]) => [name, valueOf(p, depth)])), {
      requiredKeys: (schema.required ?? []).filter((name) => properties.some(([key]) => key === name)),
    });
  }

  /** A path id: a real row's, an unknown one, or text that is no id at all. */
  const pathValue = () =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...ids) },
      { weight: 2, arbitrary: fc.uuid({ version: 4 }) },
      { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 40 }) },
    );

  /** Query values as text; header values as the printable text a header can carry. */
  type Input = ReturnType<typeof requestOf> extends fc.Arbitrary<infer T> ? T : never;

  const textOf = (place: Parameter['in']) => (value: unknown) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return place === 'header' ? text.replace(/[^\x20-\x7e]/g, '') : text;
  };

  /** Everything one request sends: path values, query, headers and body, each from the operation's own schemas. */
  function requestOf(op: Operation) {
    const parameters = op.parameters ?? [];
    const of = (place: Parameter['in']) =>
      fc.record(
        Object.fromEntries(
          parameters
            .filter((p) => p.in === place)
            .map((p) => [p.name, place === 'path' ? pathValue() : valueOf(p.schema ?? {}).map(textOf(place))]),
        ),
        {
          requiredKeys: parameters.filter((p) => p.in === place && (p.required || place === 'path')).map((p) => p.name),
        },
      );
    const [type, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
    const body = media ? valueOf(media.schema) : fc.constant(undefined);
    const files = fc.array(fc.constantFrom('%PDF-1.4\n%%EOF\n', 'not a file at all', '\x89PNG\r\n\x1a\n'), {
      maxLength: 2,
    });
    return fc.record({
      path: of('path'),
      query: of('query'),
      header: of('header'),
      body,
      files,
      type: fc.constant(type),
    });
  }

  // An event stream (ADR 54) stays open for as long as its event exists: no answer to wait for here.
  const streams = (op: Operation) => Boolean(op.responses?.['200']?.content?.['text/event-stream']);
  const operations = () =>
    Object.entries(document.paths)
      .flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })))
      .filter(({ op }) => !streams(op))
      .sort(
        (a, b) =>
          Number(ENDS_THE_SESSION.includes(`${a.method} ${a.path}`)) -
          Number(ENDS_THE_SESSION.includes(`${b.method} ${b.path}`)),
      );

  /** Sends one generated request as `caller`; the harness holds its answer to the document. */
  async function send(caller: Caller, method: string, path: string, input: Input) {
    const url = path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(String(input.path[name])));
    let req = caller.agent()[method]!(url)
      .set('X-Forwarded-For', nextIp())
      .query(input.query)
      .set(input.header as Record<string, string>);
    if (input.type === 'multipart/form-data') {
      const form = typeof input.body === 'object' && input.body !== null ? input.body : {};
      for (const [name, value] of Object.entries(form)) req = req.field(name, textOf('query')(value));
      input.files.forEach((bytes, i) => (req = req.attach('files', Buffer.from(bytes, 'binary'), `file-${i}.pdf`)));
    } else if (input.body !== undefined) {
      req = req.set('Content-Type', 'application/json').send(JSON.stringify(input.body));
    }
    return req;
  }

  it('never answers 5xx, nor anything the document does not describe, to any caller', async () => {
    const seen = new Map<number, number>();
    for (const { path, method, op } of operations()) {
      for (const caller of callers) {
        await fc.assert(
          fc.asyncProperty(requestOf(op), async (input) => {
            const res = await send(caller, method, path, input);
            seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
            expect(res.status).toBeLessThan(500);
          }),
          { numRuns: RUNS },
        );
      }
    }
    if (process.env.FUZZ_REPORT)
      process.stdout.write(`API fuzz answers by status: ${JSON.stringify(Object.fromEntries(seen))}\n`);
    // The walk reached past the door: some requests were taken, others refused for what they said.
    expect(seen.get(200) ?? 0).toBeGreaterThan(0);
    expect(seen.get(400) ?? 0).toBeGreaterThan(0);
  });
});

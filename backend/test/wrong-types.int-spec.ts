import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type request from 'supertest';
import { newSignedInUser, nextIp } from './harness/auth.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  minimum?: number;
  nullable?: boolean;
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
};
type Operation = {
  security?: Record<string, unknown>[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Agent = ReturnType<TestApp['http']>;
type Caller = { who: string; agent: () => Agent; admin: boolean };
type Answer = { status: number; body: { errors?: { field: string }[] } };

/** Wrong for a JSON property whatever its documented type: null, the other types, empty and overlong text. */
const WRONG_VALUES: unknown[] = [
  null,
  0,
  -1.5,
  true,
  '',
  '   ',
  'x'.repeat(5000),
  {},
  { $ne: null },
  [],
  [null],
  ['x'],
];
/** Query and header values are text: empty, repeated (an array), overlong, and words that are not values. */
const WRONG_TEXTS: (string | string[])[] = ['', ' ', 'null', '-1', '1e400', 'x'.repeat(5000), ['a', 'b']];

/**
 * Every operation in the OpenAPI document, sent wrong input in every documented place (each body
 * property, query parameter, header and form field) by a visitor, a member and an admin: each answer
 * must be a refusal or a success, never a 5xx. The operations come from the document, so a new route
 * is covered without touching this file. Path ids are those of rows the document's own create
 * operations made, where there is one, else random.
 */
describe('wrong input anywhere is never a 5xx', () => {
  // Thousands of requests, one after another: a limit that catches a hung test, not a busy machine's slow one.
  jest.setTimeout(240_000);

  let t: TestApp;
  let doc: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };
  let callers: Caller[];
  let admin: Caller;
  /** Collection path -> the id of a row its POST created. */
  const created = new Map<string, string>();
  const fiveHundreds: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.http().get('/api/docs-json').expect(200)).body;
    const staff = await newSignedInUser(t, { admin: true });
    const member = await newSignedInUser(t);
    admin = { who: 'admin', agent: () => staff.agent as unknown as Agent, admin: true };
    callers = [
      { who: 'visitor', agent: () => t.http(), admin: false },
      { who: 'member', agent: () => member.agent as unknown as Agent, admin: false },
      admin,
    ];
    for (const { method, path, op } of operations()) {
      const json = op.requestBody?.content['application/json'];
      if (method !== 'post' || path.includes('{') || !json) continue;
      const res = await send(admin, method, path, (req) => req.set(headersOf(op)).send(sampleObject(json.schema)));
      // The row itself, or wrapped with a message ({message, event}).
      const row = [res.body, ...Object.values(res.body ?? {})].find((v) => typeof v?.id === 'string');
      if (res.status < 300 && row) created.set(path, row.id);
    }
    expect([...created.keys()]).toEqual(
      expect.arrayContaining(['/api/v1/admin/events', '/api/v1/admin/categories', '/api/v1/me/addresses']),
    );
  });
  afterAll(() => t.close());
  beforeEach(() => (fiveHundreds.length = 0));

  const resolve = (schema: Schema): Schema => {
    if (schema.$ref) return resolve(doc.components.schemas[schema.$ref.split('/').pop()!]!);
    if (schema.allOf) return Object.assign({}, ...schema.allOf.map(resolve)) as Schema;
    return schema;
  };

  /** A value the schema documents as valid, so that one wrong property is the only thing wrong. */
  const sample = (raw: Schema): unknown => {
    const schema = resolve(raw);
    if (schema.nullable) return null;
    // Examples of dates may have passed; a form wants them ahead.
    if (typeof schema.example === 'string') return schema.example.replace(/^\d{4}-(\d\d-\d\dT)/, '2099-$1');
    if (schema.example !== undefined) return schema.example;
    if (schema.enum) return schema.enum[0];
    if (schema.type === 'boolean') return true;
    if (schema.type === 'integer' || schema.type === 'number') return Math.max(schema.minimum ?? 1, 1);
    if (schema.type === 'array') return [sample(schema.items ?? {})];
    if (schema.type === 'object') return sampleObject(schema);
    const byFormat: Record<string, () => string> = {
      uuid: () => randomUUID(),
      email: () => `wrong.types.${randomUUID().slice(0, 8)}@example.in`,
      date: () => '2000-01-15',
      'date-time': () => '2099-01-15T13:30:00.000Z',
      uri: () => 'https://example.in/poster.png',
    };
    return byFormat[schema.format ?? '']?.() ?? `Sample ${randomUUID().slice(0, 8)}`;
  };
  const sampleObject = (schema: Schema): Record<string, unknown> =>
    Object.fromEntries(Object.entries(resolve(schema).properties ?? {}).map(([k, v]) => [k, sample(v)]));

  /** Valid header values (an Idempotency-Key), so that the body is what is wrong. */
  const headersOf = (op: Operation) =>
    Object.fromEntries((op.parameters ?? []).filter((p) => p.in === 'header').map((p) => [p.name, randomUUID()]));

  /** The path with its first id that of a row made above (`/admin/events/{id}/verify`), the rest random. */
  const urlOf = (path: string) => {
    const collection = path.slice(0, path.indexOf('/{'));
    const id = created.get(collection);
    return path.replace(/\{[^}]+\}/g, (_m, offset: number) =>
      offset === collection.length + 1 && id ? id : randomUUID(),
    );
  };

  function operations() {
    return Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ method, op, path })),
    );
  }

  async function send(caller: Caller, method: string, url: string, build: (req: request.Test) => request.Test) {
    const req = (caller.agent() as unknown as Record<string, (u: string) => request.Test>)[method]!(url);
    const res = await build(req.set('X-Forwarded-For', nextIp()));
    if (res.status >= 500) {
      fiveHundreds.push(
        `${caller.who} ${method.toUpperCase()} ${url} ${JSON.stringify((req as unknown as { _data?: unknown })._data)}: ${res.status}`,
      );
    }
    return res;
  }

  /** Each caller the route could treat differently: admin routes turn the others away at the door. */
  const callersOf = (path: string) => callers.filter((c) => c.admin || !path.startsWith('/api/v1/admin'));

  it('null is a 400 naming the property, unless the document says the property may be null', async () => {
    const wrong: string[] = [];
    for (const { method, op, path } of operations()) {
      const json = op.requestBody?.content['application/json'];
      // The PhonePe and RazorpayX webhooks read no body before its signature proves the caller (401).
      if (!json || op.security?.some((scheme) => 'phonepeWebhook' in scheme || 'razorpayxWebhook' in scheme)) continue;
      for (const [property, schema] of Object.entries(resolve(json.schema).properties ?? {})) {
        const res: Answer = await send(admin, method, urlOf(path), (req) =>
          req.set(headersOf(op)).send({ ...sampleObject(json.schema), [property]: null }),
        );
        const named = res.status === 400 && !!res.body.errors?.some((e) => e.field === property);
        if (named === !!resolve(schema).nullable) wrong.push(`${method} ${path} ${property}: ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(fiveHundreds).toEqual([]);
  });

  it('JSON bodies: each property wrong, alone and among valid ones, and the body itself wrong', async () => {
    for (const { method, op, path } of operations()) {
      const json = op.requestBody?.content['application/json'];
      if (!json) continue;
      const properties = Object.keys(resolve(json.schema).properties ?? {});
      for (const caller of callersOf(path)) {
        for (const body of [null, [], [{}], 'text', 42]) {
          await send(caller, method, urlOf(path), (req) =>
            req.set('Content-Type', 'application/json').send(JSON.stringify(body)),
          );
        }
        for (const property of properties) {
          for (const wrong of WRONG_VALUES) {
            await send(caller, method, urlOf(path), (req) => req.set(headersOf(op)).send({ [property]: wrong }));
            await send(caller, method, urlOf(path), (req) =>
              req.set(headersOf(op)).send({ ...sampleObject(json.schema), [property]: wrong }),
            );
          }
        }
      }
    }
    expect(fiveHundreds).toEqual([]);
  });

  it('query parameters and headers: empty, repeated, overlong and not-a-value', async () => {
    for (const { method, op, path } of operations()) {
      const parameters = (op.parameters ?? []).filter((p) => p.in === 'query' || p.in === 'header');
      for (const caller of callersOf(path)) {
        for (const { name, in: place } of parameters) {
          for (const wrong of WRONG_TEXTS) {
            await send(caller, method, urlOf(path), (req) =>
              place === 'query' ? req.query({ [name]: wrong }) : req.set(name, [wrong].flat().join(', ')).send({}),
            );
          }
        }
      }
    }
    expect(fiveHundreds).toEqual([]);
  });

  it('multipart forms: each text field empty and repeated', async () => {
    for (const { method, op, path } of operations()) {
      const form = op.requestBody?.content['multipart/form-data'];
      if (!form) continue;
      const fields = Object.entries(resolve(form.schema).properties ?? {}).filter(
        ([, s]) => resolve(s).type !== 'array',
      );
      // Uploads have an hourly budget per person (30): a fresh member for each form keeps every request counted.
      const member = await newSignedInUser(t);
      const caller: Caller = { who: 'member', agent: () => member.agent as unknown as Agent, admin: false };
      for (const [name] of fields) {
        for (const wrong of ['', ['a', 'b']]) {
          await send(caller, method, urlOf(path), (req) => {
            for (const [other, schema] of fields) if (other !== name) req.field(other, String(sample(schema)));
            for (const value of [wrong].flat()) req.field(name, value);
            return req;
          });
        }
      }
    }
    expect(fiveHundreds).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { maxHeaderSize } from 'node:http';
import type request from 'supertest';
import { schemaErrors } from './harness/api-document.js';
import { newSignedInUser, nextIp } from './harness/auth.js';
import { buying } from './harness/buying.js';
import { factories } from './harness/factories.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  pattern?: string;
  maxLength?: number;
  example?: unknown;
  required?: string[];
  properties?: Record<string, Schema>;
};
type Parameter = { name: string; in: string; required?: boolean; schema: Schema; example?: unknown };
type Operation = {
  operationId: string;
  security?: Record<string, unknown>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema; example?: unknown }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
};
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };
type Agent = Record<string, (url: string) => request.Test>;

/** One request input the document bounds: a body or form field, or a query parameter. */
interface Input {
  where: string;
  method: string;
  path: string;
  op: Operation;
  place: 'json' | 'form' | 'query';
  field: string;
  schema: Schema;
}

/** A text of `length` characters that `fits`, grown from `start` one character at a time where it still fits. */
function grow(start: string, length: number, fits: (text: string) => boolean): string | null {
  let text = start;
  while (text.length < length) {
    const next = grown(text, fits);
    if (next === null) return null;
    text = next;
  }
  return text.length === length && fits(text) ? text : null;
}

/** `text` with one character more that still fits (not at its ends if it is a space: fields are trimmed). */
function grown(text: string, fits: (text: string) => boolean): string | null {
  const positions = [text.length, 0, ...Array.from({ length: text.length }, (_, i) => i)];
  for (const filler of ['a', '0', '.', ' ', '-']) {
    for (const at of positions) {
      const candidate = text.slice(0, at) + filler + text.slice(at);
      if (candidate.trim() === candidate && fits(candidate)) return candidate;
    }
  }
  return null;
}

/** `text` with one character changed so that its pattern no longer matches (printable characters first). */
function offPattern(text: string, pattern: RegExp): string | null {
  for (const swap of ['!', 'a', 'Z', '0', '-', '\u0007']) {
    for (let at = text.length - 1; at >= 0; at--) {
      const candidate = text.slice(0, at) + swap + text.slice(at + 1);
      if (candidate.trim() === candidate && !pattern.test(candidate)) return candidate;
    }
  }
  return null;
}

/** A value of the same length the format refuses: not a uuid, an address without @, a day February lacks. */
function offFormat(text: string, format: string): string {
  switch (format) {
    case 'uuid':
      return `g${text.slice(1)}`;
    case 'email':
      return text.replace('@', 'a');
    case 'date':
      return '2026-02-30';
    case 'date-time':
      return `2026-02-30T19:30:00.000+05:30`.slice(0, text.length);
    default:
      throw new Error(`No value off the format ${format}`);
  }
}

/**
 * The document's limits are the server's (issue 33): every request string the served OpenAPI document
 * bounds (a JSON body's field, an upload form's field, a query parameter) is sent at its maxLength,
 * and just past it, and just off its pattern and format. At the limit the server does not refuse the
 * field; past it, it answers 400 naming the field. A value at the limit is built from the field's own
 * example, grown where the document says it still fits; so the examples themselves must be valid
 * requests (an event's date in the future: relative to the app's clock).
 */
describe('the limits the OpenAPI document states are the ones the server enforces', () => {
  // About 350 requests one after another: a limit that catches a hung test, not a busy machine.
  jest.setTimeout(600_000);

  let t: TestApp;
  let doc: Document;
  let staff: Awaited<ReturnType<typeof newSignedInUser>>;
  /** Real rows for the fields whose rules run only once an earlier field names one (the sell form's event first). */
  let rows: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({}, { listen: true });
    staff = await newSignedInUser(t, { admin: true });
    rows = { eventId: (await factories(t).event()).id };
    doc = (await t.http().get('/api/docs-json').expect(200)).body as Document;
  });
  afterAll(() => t.close());

  const resolve = (schema: Schema): Schema =>
    schema.$ref ? resolve(doc.components.schemas[schema.$ref.split('/').pop()!]!) : schema;

  // The webhooks' bodies are PhonePe's and RazorpayX's, refused unsigned before they are read.
  const signedByAGateway = (op: Operation) =>
    (op.security ?? []).some((s) => 'phonepeWebhook' in s || 'razorpayxWebhook' in s);

  function bounded(): Input[] {
    const inputs: Input[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (signedByAGateway(op)) continue;
        const add = (place: Input['place'], field: string, schema: Schema) => {
          const s = resolve(schema);
          if (s.type !== 'string' || s.enum || s.format === 'binary') return;
          if (s.maxLength === undefined && s.pattern === undefined && s.format === undefined) return;
          inputs.push({ where: `${method.toUpperCase()} ${path} ${field}`, method, path, op, place, field, schema: s });
        };
        for (const p of op.parameters ?? []) if (p.in === 'query') add('query', p.name, p.schema);
        for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
          const place = type === 'application/json' ? 'json' : 'form';
          for (const [field, schema] of Object.entries(resolve(media.schema).properties ?? {}))
            add(place, field, schema);
        }
      }
    }
    return inputs;
  }

  /** What the request carries besides the field under test: its examples, and each required query parameter's. */
  function baseline({ op, place }: Input): { body: Record<string, unknown>; query: Record<string, string> } {
    const query = Object.fromEntries(
      (op.parameters ?? [])
        .filter((p) => p.in === 'query' && p.required)
        .map((p) => [p.name, String(p.example ?? p.schema.example)]),
    );
    const [, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
    if (!media || place === 'query') return { body: (media?.example as Record<string, unknown>) ?? {}, query };
    if (media.example) return { body: media.example as Record<string, unknown>, query };
    // An upload form: each field's example (an enum's first value), as a browser's form would send them.
    const form = Object.entries(resolve(media.schema).properties ?? {}).flatMap(([name, schema]) => {
      const s = resolve(schema);
      const value = rows[name] ?? s.example ?? s.enum?.[0];
      return s.format === 'binary' || value === undefined ? [] : [[name, value]];
    });
    return { body: Object.fromEntries(form), query };
  }

  /** Staff for uploads: uploads count against their sender's hourly budget (30), so a new one every 30. */
  let uploads = { agent: undefined as unknown as typeof staff.agent, sent: 30 };
  async function uploader() {
    if (uploads.sent >= 30) uploads = { agent: (await newSignedInUser(t, { admin: true })).agent, sent: 0 };
    uploads.sent += 1;
    return uploads.agent;
  }

  /** Sends the input's operation with `value` in the field, the rest as `baseline`, as staff. */
  async function send(input: Input, value: string) {
    const { body, query } = baseline(input);
    const url = input.path.replace(/\{[^}]+\}/g, () => randomUUID());
    const agent = (input.place === 'form' ? await uploader() : staff.agent) as unknown as Agent;
    let req = agent[input.method]!(url).set('X-Forwarded-For', nextIp());
    if (input.op.parameters?.some((p) => p.name === 'Idempotency-Key')) req = req.set('Idempotency-Key', randomUUID());
    if (input.place === 'query') {
      req = req.query({ ...query, [input.field]: value });
      // An operation that also takes a form (the one-click unsubscribe): its form as a browser sends it.
      const media = Object.keys(input.op.requestBody?.content ?? {})[0];
      if (media !== 'application/x-www-form-urlencoded') return req;
      return req.type('form').send(baseline({ ...input, place: 'form' }).body as Record<string, string>);
    }
    req = req.query(query);
    if (input.place === 'json') return req.send({ ...body, [input.field]: value });
    for (const [name, text] of Object.entries({ ...body, [input.field]: value })) req = req.field(name, String(text));
    return req;
  }

  const blamed = (res: request.Response, field: string) =>
    res.status === 400 && (res.body.errors ?? []).some((e: { field: string }) => e.field === field);

  /** The field's example, else nothing, grown to its maxLength within its pattern and format. */
  function atLimit(input: Input): string {
    const { schema } = input;
    const fits = (text: string) => schemaErrors(schema, text) === null;
    const example = typeof schema.example === 'string' && fits(schema.example) ? schema.example : '';
    const value = grow(example, schema.maxLength ?? example.length, fits);
    if (value === null) throw new Error(`${input.where}: no value of ${schema.maxLength} characters fits its schema`);
    return value;
  }

  it('bounds every query parameter well inside the header block Node reads (16 KiB, then 431)', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const query = (op.parameters ?? []).filter((p) => p.in === 'query' && p.schema.type !== 'integer');
        // Each character percent-encoded at worst: 3 UTF-8 bytes, each written %XX.
        const worst = query.reduce(
          (bytes, p) => bytes + p.name.length + 2 + 9 * (p.schema.maxLength ?? (p.schema.enum ? 40 : Infinity)),
          path.length + 20,
        );
        expect([method, path, worst <= maxHeaderSize / 4]).toEqual([method, path, true]);
      }
    }
  });

  it('takes every bounded field at its limit, and refuses it just past its length, pattern or format (400 naming it)', async () => {
    const inputs = bounded();
    expect(inputs.length).toBeGreaterThan(80);
    const wrong: string[] = [];
    let taken = 0;
    for (const input of inputs) {
      const { schema, field, where } = input;
      const at = atLimit(input);
      const answer = await send(input, at);
      // A well-formed id may name nothing here: that refusal is the module's (with its own code), not the request's.
      const namesNothing = schema.format === 'uuid' && ![undefined, 'REQUEST_INVALID'].includes(answer.body.code);
      if (blamed(answer, field) && !namesNothing) {
        wrong.push(`${where}: refused at its limit (${at.length}): ${answer.body.detail}`);
      }
      if (answer.status < 400 || answer.status === 404 || answer.status === 409) taken += 1;

      const past: [string, string | null][] = [];
      if (schema.maxLength !== undefined) {
        past.push(['one character past its maxLength', grown(at, () => true)]);
      }
      if (schema.pattern !== undefined) past.push(['off its pattern', offPattern(at, new RegExp(schema.pattern, 'u'))]);
      if (schema.format !== undefined) past.push([`off its format (${schema.format})`, offFormat(at, schema.format)]);
      for (const [how, value] of past) {
        if (value === null) {
          wrong.push(`${where}: no value ${how}`);
          continue;
        }
        expect(schemaErrors(schema, value)).not.toBeNull();
        const refused = await send(input, value);
        if (!blamed(refused, field))
          wrong.push(`${where}: ${how} answered ${refused.status} ${refused.body.detail ?? ''}`);
      }
    }
    expect(wrong).toEqual([]);
    // Most get past every check to the handler: taken, or not found for the made-up ids of the path.
    expect(taken).toBeGreaterThan(inputs.length / 2);
  });

  it("takes a dispute's description of 4,000 characters of Hindi (12,000 bytes of a form field), not one more", async () => {
    const sale = await buying(t).purchase();
    const open = (description: string) =>
      sale.buyer.agent
        .post(`/api/v1/me/purchases/${sale.transferId}/dispute`)
        .field('reason', 'not_received')
        .field('description', description);
    const longer = await open('टि'.repeat(2000) + 'क').expect(400);
    expect(longer.body.detail).toBe('Please keep the description to 4000 characters or fewer');
    const opened = await open('टि'.repeat(2000)).expect(201);
    const [dispute] = await t.sql<{ n: number }>('select length(description) as n from disputes where id = ?', [
      opened.body.dispute.id,
    ]);
    expect(dispute?.n).toBe(4000);
  });
});

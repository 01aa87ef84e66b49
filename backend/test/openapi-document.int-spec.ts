import { randomUUID } from 'node:crypto';
import { CODE_PATTERN } from '@ticketsetu/contracts/problems';
import { thrownCodes } from './harness/thrown-codes.js';
import { schemaErrors } from './harness/api-document.js';
import { newSignedInUser, nextIp } from './harness/auth.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

type Media = { schema: { $ref?: string }; example?: unknown };
type Response = { description: string; content?: Record<string, Media>; headers?: object };
type Operation = {
  operationId: string;
  summary?: string;
  description?: string;
  responses: Record<string, Response>;
  security?: object[];
  requestBody?: { content: Record<string, Media> };
};
type Schema = { additionalProperties?: boolean; properties?: Record<string, { type?: string }> };
type CodeList = { allOf?: [{ $ref: string }, { properties?: { code?: { enum?: string[] } } }] };
type Document = {
  info: { description: string };
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

/** The OpenAPI document (issue 17) read against what the app answers. */
describe('the OpenAPI document tells the truth', () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.http().get('/api/docs-json').expect(200)).body;
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ path, method, op })),
    );
  /** The codes an operation's problem response at `status` may carry (its schema: a Problem and an enum on `code`). */
  const codeLists = (op: Operation, status: string): string[][] => {
    const ref = op.responses[status]?.content?.['application/problem+json']?.schema.$ref;
    const schema = ref ? (doc.components.schemas[ref.split('/').pop()!] as CodeList | undefined) : undefined;
    if (!schema) return [];
    expect([ref, schema.allOf?.[0]]).toEqual([ref, { $ref: '#/components/schemas/Problem' }]);
    const codes = schema.allOf?.[1]?.properties?.code?.enum;
    return codes ? [codes] : [];
  };
  /** The path with a fresh id in each parameter: the guards answer before anything looks it up. */
  const concrete = (path: string) => path.replace(/\{[^}]+\}/g, () => randomUUID());

  it('gives every error response the Problem body, and 503 (with Retry-After) to every operation', () => {
    expect(doc.components.schemas.Problem).toMatchObject({
      required: expect.arrayContaining(['type', 'title', 'status', 'detail', 'code']),
    });
    for (const { path, method, op } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      expect([where, Object.keys(op.responses)]).toEqual([where, expect.arrayContaining(['503'])]);
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400 || path === '/api/health') continue;
        // The alert email link answers a person's browser with a page, its refusal too (ADR 66).
        if (path === '/api/v1/alerts/unsubscribe' && response.content?.['text/html']) continue;
        expect([where, status, response.content]).toEqual([
          where,
          status,
          {
            'application/problem+json': {
              schema: { $ref: expect.stringMatching(/^#\/components\/schemas\/\w*Problem\d{3}$/) },
            },
          },
        ]);
        const [list] = codeLists(op, status);
        expect([where, status, list]).toEqual([
          where,
          status,
          expect.arrayContaining([expect.stringMatching(CODE_PATTERN)]),
        ]);
      }
      if (path !== '/api/health') expect(op.responses['503']?.headers).toHaveProperty('Retry-After');
    }
  });

  it("lists every code a module's source throws in the code list of each of its operations that answers the code's status", () => {
    const { statusOf, byModule } = thrownCodes();
    const missing: string[] = [];
    for (const { path, method, op } of operations()) {
      const module = byModule.get(op.operationId.split('_')[0]!);
      for (const code of module ?? []) {
        const status = String(statusOf.get(code));
        if (!op.responses[status]?.content?.['application/problem+json']) continue;
        if (!codeLists(op, status)[0]?.includes(code))
          missing.push(`${method.toUpperCase()} ${path} ${status} ${code}`);
      }
    }
    expect(byModule.size).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it('marks the session check as open to anyone, and declares no 401 there', () => {
    const session = doc.paths['/api/v1/auth/session']!.get!;
    expect(session.security).toContainEqual({});
    expect(session.responses).not.toHaveProperty('401');
    return t.http().get('/api/v1/auth/session').expect(200);
  });

  it('answers 401 to a visitor on every operation that needs a session, and declares it there', async () => {
    // Those with a security requirement that is not optional ({}): sign-in's own 401 is a wrong password.
    const needSession = operations().filter(
      ({ op }) => op.security?.length && !op.security.some((s) => !Object.keys(s).length),
    );
    expect(needSession.length).toBeGreaterThan(50);
    for (const { path, method, op } of needSession) {
      expect([method, path, Object.keys(op.responses)]).toEqual([method, path, expect.arrayContaining(['401'])]);
      const res = await t.http()[method as 'get'](concrete(path)).send({});
      expect([method, path, res.status]).toEqual([method, path, 401]);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    // An operation with no security requirement is open: a visitor is never told to sign in.
    for (const { path } of operations().filter(({ op, method }) => !op.security?.length && method === 'get')) {
      const res = await t.http().get(concrete(path));
      expect([path, res.status]).not.toEqual([path, 401]);
    }
  });

  it('answers 403 to a member on every back-office operation, and declares it there', async () => {
    const member = await newSignedInUser(t);
    const staffOnly = operations().filter(({ op }) => op.responses['403']?.description.includes('not staff'));
    expect(staffOnly.length).toBeGreaterThan(20);
    for (const { path, method } of staffOnly) {
      expect(path).toMatch(/^\/api\/v1\/admin\//);
      const res = await member.agent[method as 'get'](concrete(path)).send({});
      expect([method, path, res.status]).toEqual([method, path, 403]);
    }
  });

  it('declares 403, 413 and 415 on every write, and each write refuses a cross-site browser and a form body', async () => {
    const staff = await newSignedInUser(t, { admin: true });
    const writes = operations().filter(({ method }) => method !== 'get');
    expect(writes.length).toBeGreaterThan(40);
    for (const { path, method, op } of writes) {
      expect([method, path, Object.keys(op.responses)]).toEqual([
        method,
        path,
        expect.arrayContaining(['400', '403', '413', '415']),
      ]);
      const crossSite = await staff.agent[method as 'post'](concrete(path))
        .set('Origin', 'https://tickets.example.com')
        .send({});
      expect([method, path, crossSite.status]).toEqual([method, path, 403]);
      // A write that documents a form body (RFC 8058's one-click unsubscribe, ADR 66) takes one.
      if (op.requestBody?.content['application/x-www-form-urlencoded']) continue;
      const form = await staff.agent[method as 'post'](concrete(path))
        .set('X-Forwarded-For', nextIp())
        .type('form')
        .send('name=value');
      expect([method, path, form.status]).toEqual([method, path, 415]);
    }
  });

  it('declares 404 wherever the path names a thing, and an unknown id gets it', async () => {
    const member = await newSignedInUser(t);
    const staff = await newSignedInUser(t, { admin: true });
    const byId = operations().filter(({ path }) => path.includes('{'));
    expect(byId.length).toBeGreaterThan(30);
    for (const { path, method, op } of byId) {
      expect([method, path, Object.keys(op.responses)]).toEqual([method, path, expect.arrayContaining(['404'])]);
      const agent = '403' in op.responses ? staff.agent : member.agent;
      const res = await agent[method as 'get'](concrete(path)).set('X-Forwarded-For', nextIp()).send({});
      // A body is checked before anything is looked up: an empty one may be refused first.
      const expected = op.requestBody && res.status === 400 ? 400 : 404;
      expect([method, path, res.status]).toEqual([method, path, expected]);
    }
  });

  it('closes every JSON body (additionalProperties: false), as the server refuses an unknown field', async () => {
    const staff = await newSignedInUser(t, { admin: true });
    // Except the PhonePe and RazorpayX webhooks: their bodies are theirs, and fields they add are let through.
    const webhooks = ['/api/v1/payments/phonepe/webhook', '/api/v1/webhooks/razorpayx'];
    const bodies = operations().filter(
      ({ op, path }) => op.requestBody?.content['application/json'] && !webhooks.includes(path),
    );
    expect(bodies.length).toBeGreaterThan(20);
    for (const { path, method, op } of bodies) {
      const ref = op.requestBody!.content['application/json']!.schema.$ref!;
      const schema = doc.components.schemas[ref.split('/').pop()!]!;
      expect([ref, schema.additionalProperties]).toEqual([ref, false]);
      const res = await staff.agent[method as 'post'](concrete(path))
        .set('X-Forwarded-For', nextIp())
        .send({ notAField: 1 });
      expect([method, path, res.status]).toEqual([method, path, 400]);
      const fields = (res.body.errors ?? []).map((e: { field: string }) => e.field);
      expect([method, path, fields]).toEqual([method, path, expect.arrayContaining(['notAField'])]);
    }
  });

  it('says where exactly one field is allowed (oneOf), and the server takes exactly one', async () => {
    const staff = await newSignedInUser(t, { admin: true });
    const member = await newSignedInUser(t);
    expect(doc.components.schemas.AdminUserChangeDto).toMatchObject({
      oneOf: [{ required: ['isActive'] }, { required: ['isAdmin'] }],
    });
    const change = (body: object) => staff.agent.patch(`/api/v1/admin/users/${member.id}`).send(body);
    await change({}).expect(400);
    await change({ isActive: false, isAdmin: true }).expect(400);
    await change({ isAdmin: true }).expect(200);
  });

  it('describes the PhonePe webhook, which refuses any caller without its Authorization', async () => {
    const webhook = doc.paths['/api/v1/payments/phonepe/webhook']!.post!;
    expect(webhook.security).toEqual([{ phonepeWebhook: [] }]);
    expect(Object.keys(webhook.responses)).toEqual(expect.arrayContaining(['200', '400', '401']));
    await t
      .http()
      .post('/api/v1/payments/phonepe/webhook')
      .set('Authorization', 'not-the-hash')
      .send({ event: 'checkout.order.completed', payload: {} })
      .expect(401);
  });

  it('describes the RazorpayX webhook, which refuses any body not signed with the webhook secret', async () => {
    const webhook = doc.paths['/api/v1/webhooks/razorpayx']!.post!;
    expect(webhook.security).toEqual([{ razorpayxWebhook: [] }]);
    expect(Object.keys(webhook.responses)).toEqual(expect.arrayContaining(['200', '400', '401']));
    await t
      .http()
      .post('/api/v1/webhooks/razorpayx')
      .set('X-Razorpay-Signature', 'not-the-hmac')
      .send({ entity: 'event', event: 'payout.processed', payload: {} })
      .expect(401);
  });

  it('gives every JSON body and JSON success answer an example, and each fits its schema', () => {
    const examples = operations().flatMap(({ path, method, op }) => {
      const answers = Object.entries(op.responses).filter(([status]) => status.startsWith('2'));
      return [
        ...Object.entries(op.requestBody?.content ?? {}).map(([type, media]) => ({
          where: `${method} ${path} body`,
          type,
          media,
        })),
        ...answers.flatMap(([status, response]) =>
          Object.entries(response.content ?? {}).map(([type, media]) => ({
            where: `${method} ${path} ${status}`,
            type,
            media,
          })),
        ),
      ].filter(({ type }) => type === 'application/json');
    });
    expect(examples.length).toBeGreaterThan(100);
    const wrong = examples
      .map(({ where, media }) => [
        where,
        media.example === undefined ? 'none' : schemaErrors(media.schema, media.example),
      ])
      .filter(([, why]) => why !== null);
    expect(wrong).toEqual([]);
  });

  it('says who may call each operation as its security does: anyone, staff, or the signed-in', () => {
    const anyone = (op: Operation) => !op.security?.length || op.security.some((s) => !Object.keys(s).length);
    const webhooks = ['/api/v1/payments/phonepe/webhook', '/api/v1/webhooks/razorpayx', '/api/v1/auth/refresh'];
    for (const { path, method, op } of operations()) {
      const who = /Who: ([^.]*)\./.exec(op.description ?? '')?.[1];
      const where = `${method.toUpperCase()} ${path}`;
      expect([where, typeof who]).toEqual([where, 'string']);
      if (webhooks.includes(path))
        expect([where, who]).toEqual([where, expect.stringMatching(/^(PhonePe|RazorpayX|the holder)/)]);
      else if (anyone(op)) expect([where, who]).toEqual([where, expect.stringMatching(/^anyone/)]);
      else if (op.responses['403']?.description.includes('not staff')) expect([where, who]).toEqual([where, 'staff']);
      else expect([where, who]).toEqual([where, expect.not.stringMatching(/^(anyone|staff$)/)]);
    }
  });

  it('guides a buyer through operations that exist, in the order of buying, and describes every tag it uses', () => {
    const named = [...doc.info.description.matchAll(/`(GET|POST) (\/api\/v1\/[^`]+)`/g)].map(([, method, path]) => [
      method!.toLowerCase(),
      path!,
    ]);
    expect(named.map(([method, path]) => `${method} ${path}`)).toEqual([
      'post /api/v1/auth/login',
      'post /api/v1/auth/refresh',
      'get /api/v1/events',
      'get /api/v1/events/{id}',
      'get /api/v1/checkout/{listingId}',
      'post /api/v1/orders',
      'post /api/v1/orders/{id}/status-check',
      'get /api/v1/me/purchases',
      'post /api/v1/me/purchases/{id}/confirm',
    ]);
    for (const [method, path] of named)
      expect([method, path, doc.paths[path!]?.[method!]]).toEqual([method, path, expect.anything()]);
    const used = new Set(operations().flatMap(({ op }) => (op as { tags?: string[] }).tags ?? []));
    expect(doc.tags.map((tag) => tag.name).sort()).toEqual([...used].sort());
  });

  it('types whole numbers as integer where the server takes only whole numbers', async () => {
    const events = doc.paths['/api/v1/events']!.get! as Operation & {
      parameters: { name: string; schema: { type: string } }[];
    };
    expect(events.parameters.find((p) => p.name === 'limit')?.schema.type).toBe('integer');
    await t.http().get('/api/v1/events').query({ limit: '1.0' }).expect(400);
    expect(doc.components.schemas.PlaceOrderDto?.properties?.quantity?.type).toBe('integer');
    expect(doc.components.schemas.EventDto?.properties?.min_price?.type).toBe('integer');
    // Fee percents may have a fraction (2.5 %).
    expect(doc.components.schemas.EventDto?.properties?.buyer_fee_percent?.type).toBe('number');
  });
});

import request from 'supertest';
import { factories } from '../../../../test/harness/factories.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';
import { CatalogService } from '../index.js';

describe('catalog, booted alone (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;

  beforeAll(async () => {
    t = await createModuleTestApp('catalog');
    make = factories(t);
  });
  afterAll(() => t.close());

  it('reads events asked for at once together, each answered as getEvent would, unknown ones refused', async () => {
    const catalog = t.app.get(CatalogService);
    const [a, b] = [await make.event({ title: 'Batched A' }), await make.event({ title: 'Batched B' })];
    const asked = [a.id, b.id, a.id.toUpperCase(), a.id];
    const events = await Promise.all(asked.map((id) => catalog.getEventBatched(id)));
    expect(events.map((e) => e.title)).toEqual(['Batched A', 'Batched B', 'Batched A', 'Batched A']);
    expect(events[0]).toEqual(await catalog.getEvent(a.id));
    for (const id of ['6f1f9a52-6a55-4a43-9d3b-0d5b5b0b8a11', 'not-a-uuid']) {
      await expect(catalog.getEventBatched(id)).rejects.toMatchObject({ code: 'EVENT_NOT_FOUND' });
    }
  });

  it('lists categories by name', async () => {
    await make.category('Zumba Classes');
    await make.category('Art Walks');
    const res = await t.http().get('/api/v1/categories').expect(200);
    const names = res.body.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(names).toEqual(expect.arrayContaining(['Zumba Classes', 'Art Walks']));
  });

  it("serves only its own routes, behind identity's session guard", async () => {
    // The event list is listings' route: not mounted here (unchecked by the document, which lists it).
    await request(t.app.getHttpServer()).get('/api/v1/events').expect(404);
    const refused = await t.http().post('/api/v1/admin/categories').send({ name: 'Ghazal Evenings' }).expect(401);
    expect(refused.headers['content-type']).toContain('application/problem+json');
  });
});

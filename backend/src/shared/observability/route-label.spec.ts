import express, { type NextFunction, type Request, type Response } from 'express';
import request from 'supertest';
import { routeLabel, STATIC_ROUTE, UNMATCHED_ROUTE } from './route-label.js';

/** An Express app routed as the real one is (strict, case-sensitive), recording each request's label. */
function appRecordingLabels() {
  const labels: string[] = [];
  const app = express();
  app.set('strict routing', true);
  app.set('case sensitive routing', true);
  app.use((req: Request, res: Response, next: NextFunction) => {
    res.once('finish', () => labels.push(routeLabel(req)));
    next();
  });
  // Answered before routing, as a cached public read or a rate limit is.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.query.early === '1') res.status(429).end();
    else next();
  });
  app.get('/api/v1/events/:id', (_req, res) => res.json({}));
  app.post('/api/v1/orders/:id/pay', (_req, res) => res.status(201).json({}));
  // Nest's own not-found handler is a route for every method: a catch-all, not a resource.
  app.all('/api/{*rest}', (_req, res) => res.status(404).end());
  return { app, labels };
}

describe('routeLabel', () => {
  it('labels a routed request by its template, never by its ids', async () => {
    const { app, labels } = appRecordingLabels();
    await request(app).get('/api/v1/events/6f1c1a57-0f1e-4b8e-9d84-2b7d1f2a9e01').expect(200);
    await request(app).get('/api/v1/events/another-id').expect(200);
    await request(app).head('/api/v1/events/7').expect(200);
    await request(app).post('/api/v1/orders/42/pay').expect(201);
    expect(labels).toEqual([
      '/api/v1/events/:id',
      '/api/v1/events/:id',
      '/api/v1/events/:id',
      '/api/v1/orders/:id/pay',
    ]);
  });

  it('labels a request answered before routing by the template of the route that would have taken it', async () => {
    const { app, labels } = appRecordingLabels();
    await request(app).get('/api/v1/events/9?early=1').expect(429);
    await request(app).post('/api/v1/orders/9/pay?early=1').expect(429);
    expect(labels).toEqual(['/api/v1/events/:id', '/api/v1/orders/:id/pay']);
  });

  it('gives every address no route takes one fixed label: API paths, other spellings, files', async () => {
    const { app, labels } = appRecordingLabels();
    await request(app).get('/api/v1/wp-admin/setup.php').expect(404);
    await request(app).get('/api/v1/Events/1').expect(404); // routing is case-sensitive
    await request(app).get('/api/v1/events/1/').expect(404); // and strict about a trailing slash
    await request(app).delete('/api/v1/events/1').expect(404); // the method matters too
    await request(app).get('/api/v1/events/9?early=1&x=%E0%A4%A').expect(429);
    await request(app).get('/assets/index-3f9a.js').expect(404);
    await request(app).get('/events/some-event-slug').expect(404);
    expect(labels).toEqual([
      UNMATCHED_ROUTE,
      UNMATCHED_ROUTE,
      UNMATCHED_ROUTE,
      UNMATCHED_ROUTE,
      '/api/v1/events/:id',
      STATIC_ROUTE,
      STATIC_ROUTE,
    ]);
  });

  it('labels an address answered before routing the same every time, and finds a route added later', async () => {
    const { app, labels } = appRecordingLabels();
    for (let i = 0; i < 3; i += 1) await request(app).get('/api/v1/events/9?early=1').expect(429);
    await request(app).get('/api/v1/listings/9?early=1').expect(429);
    app.get('/api/v1/listings/:id', (_req, res) => res.json({}));
    await request(app).get('/api/v1/listings/9?early=1').expect(429);
    expect(labels).toEqual([
      '/api/v1/events/:id',
      '/api/v1/events/:id',
      '/api/v1/events/:id',
      UNMATCHED_ROUTE,
      '/api/v1/listings/:id',
    ]);
  });
});

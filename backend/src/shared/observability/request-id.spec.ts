import express, { type Request, type Response } from 'express';
import request from 'supertest';
import { problem } from '../http/problem-details.filter.js';
import { assignRequestId, currentRequestId, requestIdFor } from './request-id.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFor', () => {
  it("keeps a trusted proxy's well-formed id", () => {
    expect(requestIdFor('edge-4bf92f3577b34da6a3ce929d0e0e4736', true)).toBe('edge-4bf92f3577b34da6a3ce929d0e0e4736');
  });

  it('makes a new UUID when the sender is not a trusted proxy', () => {
    expect(requestIdFor('chosen-by-the-client', false)).toMatch(UUID);
  });

  it('makes a new UUID for an id that is missing, repeated or malformed', () => {
    for (const incoming of [
      undefined,
      ['abcdefgh1', 'abcdefgh2'],
      'short',
      'a'.repeat(129),
      'has space 123',
      'line\nbreak12',
      '{"json":1}',
    ]) {
      expect(requestIdFor(incoming, true)).toMatch(UUID);
    }
  });

  it('makes a different id for each request', () => {
    expect(requestIdFor(undefined, true)).not.toBe(requestIdFor(undefined, true));
  });
});

describe('assignRequestId', () => {
  function appSeeingIds(trustProxy: boolean) {
    const app = express();
    app.set('trust proxy', trustProxy);
    app.use(assignRequestId);
    app.get('/seen', async (req: Request, res: Response) => {
      await Promise.resolve(); // still the same request after an await
      res.status(404).json({
        fromContext: currentRequestId(),
        reqId: (req as Request & { id: string }).id,
        problem: problem(404, 'EVENT_NOT_FOUND', 'Event not found'),
      });
    });
    return app;
  }

  it('echoes the id in X-Request-Id and gives the same one to the code handling the request and its problem body', async () => {
    const res = await request(appSeeingIds(true)).get('/seen').expect(404);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(res.body).toEqual({
      fromContext: id,
      reqId: id,
      problem: {
        type: 'about:blank',
        title: 'Not Found',
        status: 404,
        detail: 'Event not found',
        code: 'EVENT_NOT_FOUND',
        requestId: id,
      },
    });
  });

  it("takes a trusted proxy's id, and not an untrusted sender's", async () => {
    const sent = 'lb-1f0c2a7e9b3d4c5e';
    const trusted = await request(appSeeingIds(true)).get('/seen').set('X-Request-Id', sent);
    expect(trusted.headers['x-request-id']).toBe(sent);
    expect(trusted.body.problem.requestId).toBe(sent);
    const untrusted = await request(appSeeingIds(false)).get('/seen').set('X-Request-Id', sent);
    expect(untrusted.headers['x-request-id']).toMatch(UUID);
    expect(untrusted.body.problem.requestId).toBe(untrusted.headers['x-request-id']);
  });

  it('leaves code outside any request without an id, and its problem bodies without one', () => {
    expect(currentRequestId()).toBeUndefined();
    expect(problem(400, 'REQUEST_INVALID', 'Invalid request')).not.toHaveProperty('requestId');
  });
});

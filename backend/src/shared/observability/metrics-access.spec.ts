import { metricsAccess } from './metrics-access.js';

const TOKEN = 'b1946ac92492d2347c6235b4d2611184b1946ac9';

describe('metricsAccess', () => {
  it('with a token, answers only a request bearing it, on either port, in any environment', () => {
    for (const NODE_ENV of ['production', 'development', 'test'] as const) {
      for (const port of ['app', 'metrics'] as const) {
        const settings = { NODE_ENV, METRICS_TOKEN: TOKEN };
        expect(metricsAccess(settings, port, `Bearer ${TOKEN}`)).toBe(200);
        expect(metricsAccess(settings, port, undefined)).toBe(401);
        expect(metricsAccess(settings, port, `Bearer ${TOKEN}x`)).toBe(401);
        expect(metricsAccess(settings, port, `Basic ${TOKEN}`)).toBe(401);
        expect(metricsAccess(settings, port, `Bearer ${TOKEN} extra`)).toBe(401);
      }
    }
  });

  it('without a token, hides /metrics on the app port in production and serves it on its own port', () => {
    expect(metricsAccess({ NODE_ENV: 'production' }, 'app', undefined)).toBe(404);
    expect(metricsAccess({ NODE_ENV: 'production' }, 'app', `Bearer ${TOKEN}`)).toBe(404);
    expect(metricsAccess({ NODE_ENV: 'production' }, 'metrics', undefined)).toBe(200);
  });

  it('without a token, serves it openly outside production', () => {
    expect(metricsAccess({ NODE_ENV: 'development' }, 'app', undefined)).toBe(200);
    expect(metricsAccess({ NODE_ENV: 'test' }, 'app', undefined)).toBe(200);
  });
});

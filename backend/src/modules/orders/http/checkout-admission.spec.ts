import { EventEmitter } from 'node:events';
import type { NextFunction, Request, Response } from 'express';
import {
  Admission,
  CHECKOUT_ADMISSION,
  CHECKOUT_BUSY,
  CHECKOUT_RETRY_AFTER_SECONDS,
  CheckoutAdmission,
  leaveCheckoutAdmission,
} from './checkout-admission.js';

/** Whether a promise has settled yet, without waiting for it. */
async function settled<T>(promise: Promise<T>): Promise<{ value: T } | 'pending'> {
  return Promise.race([promise.then((value) => ({ value })), Promise.resolve().then(() => 'pending' as const)]);
}

/** Lets every promise continuation that is ready run. */
const settle = () => new Promise(setImmediate);

/** Enough of Express's response for the middleware: headers, status, JSON, and its 'close' event. */
function fakeResponse() {
  const sent = { status: 0, type: '', headers: {} as Record<string, string>, body: undefined as unknown };
  const res = Object.assign(new EventEmitter(), {
    setHeader: (name: string, value: string) => ((sent.headers[name] = value), res),
    status: (status: number) => ((sent.status = status), res),
    type: (type: string) => ((sent.type = type), res),
    json: (body: unknown) => ((sent.body = body), res),
    locals: {},
  });
  return { res: res as unknown as Response, close: () => res.emit('close'), sent };
}

/** Pays sent through `middleware`, each named; `routed` lists those that reached the route, in order. */
function paysThrough(middleware: CheckoutAdmission) {
  const routed: string[] = [];
  const pay = (name: string) => {
    const response = fakeResponse();
    return { ...response, done: middleware.use({} as Request, response.res, () => void routed.push(name)) };
  };
  return { pay, routed };
}

describe('admission for Pay', () => {
  it('serves up to the limit at once, queues the next ones, and refuses beyond the queue at once', async () => {
    const admission = new Admission({ running: 2, queue: 1 });
    const first = await admission.enter();
    const second = await admission.enter();
    expect(first).toEqual(expect.any(Function));
    expect(second).toEqual(expect.any(Function));
    const queued = admission.enter();
    expect(await settled(queued)).toBe('pending');
    expect(await admission.enter()).toBeNull();

    first!();
    const admitted = await queued;
    expect(admitted).toEqual(expect.any(Function));
    // The place just freed went to the waiter: the limit still holds.
    expect(await settled(admission.enter())).toBe('pending');
  });

  it('admits waiters in arrival order, and a place given back twice counts once', async () => {
    const admission = new Admission({ running: 1, queue: 5 });
    const running = (await admission.enter())!;
    const order: number[] = [];
    const waiters = [1, 2, 3].map((n) => admission.enter().then((release) => (order.push(n), release!)));
    running();
    running(); // a second 'close' of the same response must not free another place
    const one = await waiters[0]!;
    expect(order).toEqual([1]);
    one();
    const two = await waiters[1]!;
    two();
    await waiters[2];
    expect(order).toEqual([1, 2, 3]);
  });

  it('lets a burst within running + queue through however long each takes (the 50 racing buyers)', async () => {
    const admission = new Admission(CHECKOUT_ADMISSION);
    const burst = CHECKOUT_ADMISSION.running + CHECKOUT_ADMISSION.queue;
    expect(burst).toBeGreaterThanOrEqual(50);
    const entries = Array.from({ length: burst }, () => admission.enter());
    const started = await Promise.all(entries.slice(0, CHECKOUT_ADMISSION.running));
    expect(started.every((release) => typeof release === 'function')).toBe(true);
    expect(await admission.enter()).toBeNull();
    // Each waiter, once in, finishes at once and lets the next one in: all of them get through.
    const rest = entries
      .slice(CHECKOUT_ADMISSION.running)
      .map((entry) => entry.then((release) => (release?.(), release)));
    for (const release of started) release!();
    expect((await Promise.all(rest)).every((release) => typeof release === 'function')).toBe(true);
  });

  it('answers a Pay past the queue 429 problem+json with Retry-After and the busy message, never reaching the route', async () => {
    const middleware = new CheckoutAdmission();
    const req = {} as Request;
    let reachedRoute = 0;
    const next: NextFunction = () => void (reachedRoute += 1);

    const capacity = CHECKOUT_ADMISSION.running + CHECKOUT_ADMISSION.queue;
    const admitted = Array.from({ length: capacity }, () => fakeResponse());
    const pending = admitted.map(({ res }) => middleware.use(req, res, next));
    await settle();
    expect(reachedRoute).toBe(CHECKOUT_ADMISSION.running);

    const refused = fakeResponse();
    await middleware.use(req, refused.res, next);
    expect(refused.sent).toEqual({
      status: 429,
      type: 'application/problem+json',
      headers: { 'Retry-After': String(CHECKOUT_RETRY_AFTER_SECONDS) },
      body: expect.objectContaining({ status: 429, title: 'Too Many Requests', detail: CHECKOUT_BUSY }),
    });
    expect(reachedRoute).toBe(CHECKOUT_ADMISSION.running);

    // Each answer sent ('close') lets the next waiting Pay through, until every one has reached the route.
    for (const { close } of admitted) {
      close();
      await settle();
    }
    await Promise.all(pending);
    expect(reachedRoute).toBe(capacity);
    expect(admitted.every(({ sent }) => sent.status === 0)).toBe(true); // none of them was refused
  });

  it('gives the place of a buyer who left while waiting to the next one, without running the Pay', async () => {
    const { pay, routed } = paysThrough(new CheckoutAdmission());
    const running = Array.from({ length: CHECKOUT_ADMISSION.running }, (_, i) => pay(`running ${i}`));
    const leaver = pay('leaver');
    const stayer = pay('stayer');
    await settle();
    leaver.close(); // the buyer closed the page while queued
    running[0]!.close(); // a place frees up: it goes to the leaver first, who gives it straight back
    await Promise.all([leaver.done, stayer.done]);
    expect(routed).not.toContain('leaver');
    expect(routed).toContain('stayer');
  });

  it('lets the next waiting Pay in once a Pay leaves after its seats are decided, and only once', async () => {
    const { pay, routed } = paysThrough(new CheckoutAdmission());
    const running = Array.from({ length: CHECKOUT_ADMISSION.running }, (_, i) => pay(`running ${i}`));
    const [next, after] = [pay('next'), pay('after')];
    await settle();
    expect(routed).toHaveLength(CHECKOUT_ADMISSION.running);

    leaveCheckoutAdmission(running[0]!.res); // seats decided: the gateway call needs no place
    await next.done;
    expect(routed.at(-1)).toBe('next');
    leaveCheckoutAdmission(running[0]!.res); // again, and its answer going: no second place
    running[0]!.close();
    await settle();
    expect(routed).not.toContain('after');

    leaveCheckoutAdmission(fakeResponse().res); // a response never admitted here: nothing happens
    await settle();
    expect(routed).not.toContain('after');
    running[1]!.close();
    await after.done;
    expect(routed.at(-1)).toBe('after');
  });
});

import { KeyedMutex } from './keyed-mutex.js';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('one holder at a time per key', () => {
  it('hands one key to its askers one after another, in the order they asked', async () => {
    const mutex = new KeyedMutex();
    const got: string[] = [];
    const ask = (name: string) => mutex.acquire('x').then((release) => (got.push(name), release));
    const [a, b, c] = [ask('a'), ask('b'), ask('c')];
    await settle();
    expect(got).toEqual(['a']);
    (await a)();
    await settle();
    expect(got).toEqual(['a', 'b']);
    (await b)();
    await settle();
    expect(got).toEqual(['a', 'b', 'c']);
    (await c)();
    expect(mutex.busyKeys).toBe(0);
  });

  it('does not make different keys wait for each other', async () => {
    const mutex = new KeyedMutex();
    const x = await mutex.acquire('x');
    const y = await mutex.acquire('y'); // resolves although x is held
    expect(mutex.busyKeys).toBe(2);
    x();
    y();
    expect(mutex.busyKeys).toBe(0);
  });

  it('ignores a second release, so the next holder keeps the key', async () => {
    const mutex = new KeyedMutex();
    const got: string[] = [];
    const first = await mutex.acquire('x');
    const second = mutex.acquire('x').then((release) => (got.push('second'), release));
    const third = mutex.acquire('x').then((release) => (got.push('third'), release));
    first();
    first();
    await settle();
    expect(got).toEqual(['second']);
    (await second)();
    await settle();
    expect(got).toEqual(['second', 'third']);
    (await third)();
    expect(mutex.busyKeys).toBe(0);
  });

  it('forgets a key once nobody holds or waits for it, and queues anew after', async () => {
    const mutex = new KeyedMutex();
    (await mutex.acquire('x'))();
    expect(mutex.busyKeys).toBe(0);
    const again = await mutex.acquire('x');
    expect(mutex.busyKeys).toBe(1);
    again();
    expect(mutex.busyKeys).toBe(0);
  });
});

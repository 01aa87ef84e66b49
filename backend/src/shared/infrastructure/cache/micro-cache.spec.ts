import { MicroCache } from './micro-cache.js';

describe('MicroCache', () => {
  it('serves a value until its lifetime ends, then loads again', async () => {
    let time = 0;
    let loads = 0;
    const cache = new MicroCache<number>(1000, 10, () => time);
    const load = async () => ++loads;

    expect(await cache.get('k', load)).toBe(1);
    time = 999;
    expect(await cache.get('k', load)).toBe(1);
    time = 1000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('peeks at a fresh value only, and never loads', async () => {
    let time = 0;
    const cache = new MicroCache<number>(1000, 10, () => time);
    expect(cache.peek('k')).toBeUndefined();
    await cache.get('k', async () => 5);
    expect(await cache.peek('k')).toBe(5);
    time = 1000;
    expect(cache.peek('k')).toBeUndefined();
    expect(new MicroCache<number>(0).peek('k')).toBeUndefined();
  });

  it('shares one load between concurrent misses', async () => {
    let loads = 0;
    const cache = new MicroCache<number>(1000);
    const load = () => new Promise<number>((r) => setTimeout(() => r(++loads), 5));
    const values = await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(values).toEqual([1, 1, 1]);
  });

  it('does not keep a failed load', async () => {
    const cache = new MicroCache<number>(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('is off with a lifetime of 0', async () => {
    let loads = 0;
    const cache = new MicroCache<number>(0);
    await cache.get('k', async () => ++loads);
    await cache.get('k', async () => ++loads);
    expect(loads).toBe(2);
  });

  it('forgets the entries under a prefix, so the next get loads afresh', async () => {
    const cache = new MicroCache<string>(1000, 10, () => 0);
    await cache.get('event:1:{"sort":"price_asc"}', async () => 'old');
    await cache.get('event:1:{"type":"mobile"}', async () => 'old');
    await cache.get('event:12:{}', async () => 'other');
    cache.forgetStartingWith('event:1:');
    expect(cache.peek('event:1:{"sort":"price_asc"}')).toBeUndefined();
    expect(cache.peek('event:1:{"type":"mobile"}')).toBeUndefined();
    expect(await cache.peek('event:12:{}')).toBe('other');
    expect(await cache.get('event:1:{"sort":"price_asc"}', async () => 'new')).toBe('new');
  });
});

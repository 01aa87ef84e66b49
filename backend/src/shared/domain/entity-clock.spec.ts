import type { EntityManager } from '@mikro-orm/core';
import { setEntityClock, stampedNow } from './entity-clock.js';

/** An EntityManager as the stamps see it: only its ORM's configuration, which forks share. */
const emOf = (config: object) => ({ config }) as unknown as EntityManager;

describe("entities' stamps", () => {
  it('read the clock given to their ORM, from any fork of its EntityManager', () => {
    const config = {};
    const at = new Date('2026-12-17T09:30:00Z');
    setEntityClock(emOf(config), { now: () => at });
    expect(stampedNow({}, emOf(config))).toBe(at);
  });

  it('refuse an ORM that was given no clock rather than read the machine’s', () => {
    expect(() => stampedNow({}, emOf({}))).toThrow('This ORM has no clock');
  });
});

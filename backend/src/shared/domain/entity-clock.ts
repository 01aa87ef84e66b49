import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from './clock.js';

/** Each ORM's clock, by its configuration (which every fork of its EntityManager shares). */
const clocks = new WeakMap<object, Clock>();

/** Gives the ORM behind `em` the app's clock (InfrastructureModule does it once, at start). */
export function setEntityClock(em: EntityManager, clock: Clock): void {
  clocks.set(em.config, clock);
}

/**
 * Now by the app's clock, for the stamps entities do not take from a use case: `createdAt` and
 * `updatedAt` as `onCreate: stampedNow` / `onUpdate: stampedNow`, set when the change is flushed,
 * so the test clock drives them like every other time (ADR 69).
 */
export function stampedNow(_entity: object, em: EntityManager): Date {
  const clock = clocks.get(em.config);
  if (!clock) throw new Error('This ORM has no clock: InfrastructureModule gives it the app clock at start');
  return clock.now();
}

import { randomInt } from 'node:crypto';

/**
 * The fairness rule of the waiting list (ADR 25), pure: who fits a release of seats, the random order
 * they are drawn in, and who is next once that order is stored.
 */

/** A uniform random integer in [0, maxExclusive). */
export type RandomInt = (maxExclusive: number) => number;

/** The draw's source of randomness: the operating system's CSPRNG, so nobody can predict or steer it. */
export const cryptoRandomInt: RandomInt = (maxExclusive) => randomInt(maxExclusive);

/**
 * Fisher-Yates: a new array with `items` in random order, every order equally likely when `random` is
 * uniform. `random` is injectable so tests can replay a seeded sequence.
 */
export function shuffle<T>(items: readonly T[], random: RandomInt = cryptoRandomInt): T[] {
  const order = [...items];
  for (let i = order.length - 1; i > 0; i--) {
    const j = random(i + 1);
    if (!Number.isInteger(j) || j < 0 || j > i) throw new RangeError(`random(${i + 1}) gave ${j}`);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

export const wantedTypes = ['any', 'mobile', 'physical'] as const;
export type WantedType = (typeof wantedTypes)[number];

/** A waiting-list entry as a draw sees it. */
export interface Waiting {
  entryId: string;
  userId: string;
  quantity: number;
  ticketType: WantedType;
  /** Still on the list (not left, not served). */
  isWaiting: boolean;
  /** Seats are held for them already (one offer at a time per person and event). */
  hasOpenOffer: boolean;
  /** They were offered this listing before (taken, declined or let run out): never twice. */
  offeredThisListing: boolean;
}

/** A listing whose seats are to be offered: its seller, its type and what it has left now. */
export interface Release {
  sellerId: string;
  ticketType: 'mobile' | 'physical';
  seatsLeft: number;
}

/** Whether the listing can be offered to this person now. */
export function fits(person: Waiting, release: Release): boolean {
  return (
    person.isWaiting &&
    !person.hasOpenOffer &&
    !person.offeredThisListing &&
    person.userId !== release.sellerId &&
    person.quantity <= release.seatsLeft &&
    (person.ticketType === 'any' || person.ticketType === release.ticketType)
  );
}

/** A new draw: everyone who fits the release, in a random order (the order to store). */
export function drawOrder(
  waiting: readonly Waiting[],
  release: Release,
  random: RandomInt = cryptoRandomInt,
): Waiting[] {
  return shuffle(
    waiting.filter((person) => fits(person, release)),
    random,
  );
}

/**
 * The next person of a stored draw: the first, in drawn order, who fits what is left now. Someone who
 * does not fit is passed over for now and keeps their place should more seats come back.
 */
export function nextInDraw(
  drawnEntryIds: readonly string[],
  waiting: ReadonlyMap<string, Waiting>,
  release: Release,
): Waiting | null {
  for (const entryId of drawnEntryIds) {
    const person = waiting.get(entryId);
    if (person && fits(person, release)) return person;
  }
  return null;
}

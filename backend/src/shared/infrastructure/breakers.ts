import { Global, Injectable, Module } from '@nestjs/common';

/** A circuit breaker's state: closed lets calls through, open refuses them at once, half_open lets a trial through. */
export type BreakerState = 'closed' | 'open' | 'half_open';

/**
 * Every circuit breaker of the app by name ('database', 'payment_gateway', 'redis'), so metrics and
 * health can report them without knowing how each one is built. Each breaker registers a reader of
 * its state once, when it is created.
 */
@Injectable()
export class Breakers {
  private readonly readers = new Map<string, () => BreakerState>();

  register(name: string, read: () => BreakerState): void {
    this.readers.set(name, read);
  }

  states(): { name: string; state: BreakerState }[] {
    return [...this.readers].map(([name, read]) => ({ name, state: read() }));
  }
}

/** Provides Breakers everywhere; imported by the shared kernel beside DatabaseAvailabilityModule. */
@Global()
@Module({ providers: [Breakers], exports: [Breakers] })
export class BreakersModule {}

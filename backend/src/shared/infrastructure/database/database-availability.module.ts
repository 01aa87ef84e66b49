import {
  type DynamicModule,
  Global,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  RequestMethod,
} from '@nestjs/common';
import { DatabaseAvailability } from './database-availability.js';
import { DatabaseOutageGate } from './database-outage.gate.js';
import { PoolGate } from './pool-guard.js';

/**
 * Provides DatabaseAvailability everywhere (the problem+json filter, the outbox, health, the gate),
 * watching the pool through `gate` (the one given to `ormConfig`).
 */
@Global()
@Module({})
export class DatabaseAvailabilityModule implements NestModule {
  static forRoot(gate: PoolGate): DynamicModule {
    return {
      module: DatabaseAvailabilityModule,
      providers: [{ provide: PoolGate, useValue: gate }, DatabaseAvailability, DatabaseOutageGate],
      exports: [DatabaseAvailability],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(DatabaseOutageGate)
      // Health (readiness tells the truth with its own probe; liveness needs no database).
      .exclude({ path: 'health', method: RequestMethod.GET }, { path: 'health/{*rest}', method: RequestMethod.GET })
      .forRoutes({ path: '{*path}', method: RequestMethod.ALL });
  }
}

import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { loggerParams } from './config/logging.js';
import { ormConfig } from './database/orm.config.js';
import { ProblemDetailsFilter } from './shared/http/problem-details.filter.js';
import { BreakersModule } from './shared/infrastructure/breakers.js';
import { DatabaseAvailabilityModule } from './shared/infrastructure/database/database-availability.module.js';
import { PoolGate } from './shared/infrastructure/database/pool-guard.js';
import { InfrastructureModule } from './shared/infrastructure/infrastructure.module.js';
import { ObservabilityModule } from './shared/observability/observability.module.js';

/**
 * What every module stands on, whoever boots it: the validated config, the log, the ORM on
 * `databaseUrl`, database availability, scheduled jobs, the shared ports (clock, outbox, mail,
 * storage, rate limits, same-origin guard) and the problem+json filter. AppModule and the module
 * test harness both import this, so a module tested alone runs on the app's own kernel.
 */
@Module({})
export class SharedKernelModule {
  /** `logStream` lets a test read what the app logs. */
  static forRoot(config: AppConfig, databaseUrl: string, logStream?: DestinationStream): DynamicModule {
    const poolGate = new PoolGate();
    return {
      module: SharedKernelModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerParams(config, logStream)),
        MikroOrmModule.forRoot(
          ormConfig(
            databaseUrl,
            10,
            {
              statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
              acquireTimeoutMs: config.DATABASE_ACQUIRE_TIMEOUT_MS,
            },
            poolGate,
          ),
        ),
        BreakersModule,
        DatabaseAvailabilityModule.forRoot(poolGate),
        ScheduleModule.forRoot(),
        InfrastructureModule,
        ObservabilityModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: ProblemDetailsFilter }],
    };
  }
}

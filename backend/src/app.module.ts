import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { loggerParams } from './config/logging.js';
import { HealthController } from './health/health.controller.js';
import { AuditModule } from './modules/audit/index.js';
import { CatalogModule } from './modules/catalog/catalog.module.js';
import { IdentityModule } from './modules/identity/identity.module.js';
import { LedgerModule } from './modules/ledger/index.js';
import { ListingsModule } from './modules/listings/listings.module.js';
import { PaymentsModule } from './modules/payments/index.js';
import { OrdersModule } from './modules/orders/index.js';
import { RewardsModule } from './modules/rewards/index.js';
import { PayoutsModule } from './modules/payouts/index.js';
import { DisputesModule } from './modules/disputes/index.js';
import { TransfersModule } from './modules/transfers/index.js';
import { SupportModule } from './modules/support/support.module.js';
import { WaitlistModule } from './modules/waitlist/index.js';
import { DatabaseAvailabilityModule } from './shared/infrastructure/database/database-availability.js';
import { DevOutboxController } from './shared/infrastructure/dev-outbox.controller.js';
import { InfrastructureModule } from './shared/infrastructure/infrastructure.module.js';
import { ormConfig } from './database/orm.config.js';
import { ProblemDetailsFilter } from './shared/http/problem-details.filter.js';

@Module({})
export class AppModule {
  /** `logStream` lets a test read what the app logs. */
  static forRoot(config: AppConfig, databaseUrl: string, logStream?: DestinationStream): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerParams(config, logStream)),
        MikroOrmModule.forRoot(
          ormConfig(databaseUrl, 10, {
            statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
            acquireTimeoutMs: config.DATABASE_ACQUIRE_TIMEOUT_MS,
          }),
        ),
        DatabaseAvailabilityModule,
        ScheduleModule.forRoot(),
        InfrastructureModule,
        AuditModule,
        IdentityModule,
        CatalogModule,
        ListingsModule,
        LedgerModule,
        RewardsModule,
        OrdersModule,
        TransfersModule,
        PayoutsModule,
        PayoutsModule.sandbox(config),
        DisputesModule,
        SupportModule,
        WaitlistModule,
        PaymentsModule.forRoot(config),
      ],
      // The dev outbox page shows what the dev mail/SMS adapters "sent"; never in production.
      controllers: config.NODE_ENV === 'production' ? [HealthController] : [HealthController, DevOutboxController],
      providers: [{ provide: APP_FILTER, useClass: ProblemDetailsFilter }],
    };
  }
}

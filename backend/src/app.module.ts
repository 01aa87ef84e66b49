import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { TerminusModule } from '@nestjs/terminus';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { HealthController } from './health/health.controller.js';
import { CatalogModule } from './modules/catalog/catalog.module.js';
import { IdentityModule } from './modules/identity/identity.module.js';
import { ListingsModule } from './modules/listings/listings.module.js';
import { SupportModule } from './modules/support/support.module.js';
import { DevOutboxController } from './shared/infrastructure/dev-outbox.controller.js';
import { InfrastructureModule } from './shared/infrastructure/infrastructure.module.js';
import { ormConfig } from './database/orm.config.js';
import { ProblemDetailsFilter } from './shared/http/problem-details.filter.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            autoLogging: { ignore: (req) => req.url === '/api/health' || !req.url?.startsWith('/api') },
          },
        }),
        MikroOrmModule.forRoot(ormConfig(databaseUrl)),
        ScheduleModule.forRoot(),
        TerminusModule,
        InfrastructureModule,
        IdentityModule,
        CatalogModule,
        ListingsModule,
        SupportModule,
      ],
      // The dev outbox page shows what the dev mail/SMS adapters "sent"; never in production.
      controllers: config.NODE_ENV === 'production' ? [HealthController] : [HealthController, DevOutboxController],
      providers: [{ provide: APP_FILTER, useClass: ProblemDetailsFilter }],
    };
  }
}

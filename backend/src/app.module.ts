import { type DynamicModule, Module } from '@nestjs/common';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config/config.js';
import { HealthController } from './health/health.controller.js';
import { SharedKernelModule } from './app.kernel.js';
import { moduleEntries } from './app.modules.js';
import { DevOutboxController } from './shared/infrastructure/dev-outbox.controller.js';

@Module({})
export class AppModule {
  /** `logStream` lets a test read what the app logs. */
  static forRoot(config: AppConfig, databaseUrl: string, logStream?: DestinationStream): DynamicModule {
    return {
      module: AppModule,
      imports: [
        SharedKernelModule.forRoot(config, databaseUrl, logStream),
        ...Object.values(moduleEntries(config)).flat(),
      ],
      // The dev outbox page shows what the dev mail/SMS adapters "sent"; never in production.
      controllers: config.NODE_ENV === 'production' ? [HealthController] : [HealthController, DevOutboxController],
    };
  }
}

import { join } from 'node:path';
import { EntityManager } from '@mikro-orm/postgresql';
import { Global, Inject, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { PublicReadCache } from '../http/public-read-cache.js';
import { RateLimits } from '../http/rate-limits.js';
import { SameOriginGuard } from '../http/same-origin.guard.js';
import { DevMailboxSender } from './mail/dev-mailbox.sender.js';
import { MailOnce } from './mail/mail-once.js';
import { MAIL_SENDER } from './mail/mail-sender.js';
import { SmtpMailSender } from './mail/smtp.sender.js';
import { CLOCK, type Clock, systemClock } from '../domain/clock.js';
import { setEntityClock } from '../domain/entity-clock.js';
import { Outbox } from './outbox/outbox.js';
import { UnitOfWork } from './unit-of-work.js';
import { UpiIdConfirmations } from './upi-id-confirmations.js';
import { FILE_STORAGE } from './storage/file-storage.js';
import { LocalFileStorage } from './storage/local-file.storage.js';
import { S3FileStorage } from './storage/s3-file.storage.js';

/** Ports every module may use, wired to the adapter the configuration chooses. */
@Global()
@Module({
  providers: [
    { provide: CLOCK, useValue: systemClock },
    Outbox,
    UnitOfWork,
    MailOnce,
    RateLimits,
    { provide: APP_GUARD, useClass: SameOriginGuard },
    PublicReadCache,
    UpiIdConfirmations,
    {
      provide: FILE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.STORAGE_DRIVER === 's3'
          ? new S3FileStorage({
              bucket: config.S3_BUCKET!,
              region: config.S3_REGION,
              endpoint: config.S3_ENDPOINT,
              accessKeyId: config.S3_ACCESS_KEY_ID,
              secretAccessKey: config.S3_SECRET_ACCESS_KEY,
              forcePathStyle: config.S3_FORCE_PATH_STYLE,
            })
          : new LocalFileStorage(join(config.DATA_DIR, 'uploads')),
    },
    {
      provide: MAIL_SENDER,
      inject: [APP_CONFIG, EntityManager],
      useFactory: (config: AppConfig, em: EntityManager) =>
        config.MAIL_TRANSPORT === 'smtp'
          ? new SmtpMailSender(config.SMTP_URL!, config.MAIL_FROM)
          : new DevMailboxSender(em, config.MAIL_FROM),
    },
  ],
  exports: [
    CLOCK,
    Outbox,
    UnitOfWork,
    MAIL_SENDER,
    MailOnce,
    RateLimits,
    PublicReadCache,
    FILE_STORAGE,
    UpiIdConfirmations,
  ],
})
export class InfrastructureModule {
  /** Entities' created and updated stamps read the app's clock (the test clock in tests; ADR 69). */
  constructor(em: EntityManager, @Inject(CLOCK) clock: Clock) {
    setEntityClock(em, clock);
  }
}

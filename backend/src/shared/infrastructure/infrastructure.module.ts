import { EntityManager } from '@mikro-orm/postgresql';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { RateLimits } from '../http/rate-limits.js';
import { DevMailboxSender } from './mail/dev-mailbox.sender.js';
import { MAIL_SENDER } from './mail/mail-sender.js';
import { SmtpMailSender } from './mail/smtp.sender.js';
import { Outbox } from './outbox/outbox.js';

/** Ports every module may use, wired to the adapter the configuration chooses. */
@Global()
@Module({
  providers: [
    Outbox,
    RateLimits,
    {
      provide: MAIL_SENDER,
      inject: [APP_CONFIG, EntityManager],
      useFactory: (config: AppConfig, em: EntityManager) =>
        config.MAIL_TRANSPORT === 'smtp'
          ? new SmtpMailSender(config.SMTP_URL!, config.MAIL_FROM)
          : new DevMailboxSender(em, config.MAIL_FROM),
    },
  ],
  exports: [Outbox, MAIL_SENDER, RateLimits],
})
export class InfrastructureModule {}

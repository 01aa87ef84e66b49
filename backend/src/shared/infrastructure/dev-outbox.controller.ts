import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../http/auth.js';

/**
 * Development only (never mounted when NODE_ENV=production): the mail and SMS that the dev
 * adapters "sent", newest first, so a person can sign up and reset a password locally.
 */
@Public()
@ApiExcludeController()
@Controller('dev/outbox')
export class DevOutboxController {
  constructor(private readonly em: EntityManager) {}

  @Get()
  async list() {
    const [mail, sms] = await Promise.all([
      this.em.execute(
        `select id, sender, recipient, reply_to, subject, text, created_at from dev_mailbox order by created_at desc limit 50`,
      ),
      this.em.execute(`select id, phone, text, created_at from dev_sms_outbox order by created_at desc limit 50`),
    ]);
    return { mail, sms };
  }
}

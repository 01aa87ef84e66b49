import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { RateLimits } from '../../shared/http/rate-limits.js';
import { ContactMail } from './application/contact-mail.js';
import { ContactMessageList } from './application/contact-message-list.js';
import { ContactService } from './application/contact.service.js';
import { AdminContactController } from './http/admin-contact.controller.js';
import { ContactController } from './http/contact.controller.js';
import { Refuses } from '../../shared/http/refusals.js';
import { ContactError } from './domain/contact-errors.js';

@Refuses(ContactError)
@Module({
  controllers: [ContactController, AdminContactController],
  providers: [ContactService, ContactMessageList, ContactMail],
  exports: [ContactService, ContactMessageList],
})
export class SupportModule implements NestModule {
  constructor(private readonly rateLimits: RateLimits) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(this.rateLimits.create({ name: 'contact', windowMs: 10 * 60_000, limit: 5 }))
      .forRoutes({ path: 'v1/contact', method: RequestMethod.POST });
  }
}

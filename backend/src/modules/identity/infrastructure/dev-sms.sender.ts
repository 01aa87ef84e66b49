import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import type { Locale } from '@ticketsetu/contracts/locales';
import { otpText } from '../application/otp-text.js';
import type { SmsNotice, SmsSender } from '../application/ports.js';

/** Development default: the OTP is logged, and it and notices stored for the dev outbox page; nothing leaves the machine. */
export class DevSmsSender implements SmsSender {
  private readonly logger = new Logger('DevSms');

  constructor(private readonly em: EntityManager) {}

  async sendOtp(phone: string, code: string, locale: Locale): Promise<void> {
    const text = otpText(code, locale);
    await this.em
      .fork()
      .execute('insert into dev_sms_outbox (id, phone, text) values (?, ?, ?)', [randomUUID(), phone, text]);
    this.logger.log(`OTP for ${phone}: ${code} (dev SMS outbox)`);
  }

  async sendNotice(phone: string, notice: SmsNotice): Promise<void> {
    await this.em
      .fork()
      .execute('insert into dev_sms_outbox (id, phone, text) values (?, ?, ?)', [randomUUID(), phone, notice.text]);
  }
}

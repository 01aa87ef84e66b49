import type { Locale } from '@ticketsetu/contracts/locales';

/**
 * A text that is not a code: the words, the values a DLT-registered template fills in (ADR 66), and
 * their language, whose template is sent (ADR 85).
 */
export interface SmsNotice {
  text: string;
  variables: Record<string, string>;
  locale: Locale;
}

/** The SMS port: sign-up OTPs and notices (a ticket alert) to an Indian mobile number (E.164). */
export interface SmsSender {
  /** The code's text in `locale` (its DLT template: otp-text.ts). */
  sendOtp(phone: string, code: string, locale: Locale): Promise<void>;
  sendNotice(phone: string, notice: SmsNotice): Promise<void>;
}

export const SMS_SENDER = Symbol('SMS_SENDER');

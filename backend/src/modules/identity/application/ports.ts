/** A text that is not a code: the words, and the values a DLT-registered template fills in (ADR 66). */
export interface SmsNotice {
  text: string;
  variables: Record<string, string>;
}

/** The SMS port: sign-up OTPs and notices (a ticket alert) to an Indian mobile number (E.164). */
export interface SmsSender {
  sendOtp(phone: string, code: string): Promise<void>;
  sendNotice(phone: string, notice: SmsNotice): Promise<void>;
}

export const SMS_SENDER = Symbol('SMS_SENDER');

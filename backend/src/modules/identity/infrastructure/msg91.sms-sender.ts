import type { Locale } from '@ticketsetu/contracts/locales';
import type { SmsNotice, SmsSender } from '../application/ports.js';

/** A DLT template id per language; Hindi falls back to the English template while none is registered. */
export interface Msg91Templates {
  en: string;
  hi?: string;
}

/**
 * MSG91's Flow API (https://docs.msg91.com): sends a DLT-registered OTP template to an Indian
 * number, the template of the recipient's language (ADR 85). The OTP template carries the code in its
 * `otp` variable; the notice template (optional) its notice's variables.
 */
export class Msg91SmsSender implements SmsSender {
  constructor(
    private readonly baseUrl: string,
    private readonly authKey: string,
    private readonly otpTemplates: Msg91Templates,
    private readonly noticeTemplates?: Msg91Templates,
  ) {}

  async sendOtp(phone: string, code: string, locale: Locale): Promise<void> {
    await this.flow(templateOf(this.otpTemplates, locale), phone, { otp: code });
  }

  async sendNotice(phone: string, notice: SmsNotice): Promise<void> {
    if (!this.noticeTemplates) throw new Error('MSG91_NOTICE_TEMPLATE_ID is not set: no SMS notice can be sent');
    await this.flow(templateOf(this.noticeTemplates, notice.locale), phone, notice.variables);
  }

  private async flow(templateId: string, phone: string, variables: Record<string, string>): Promise<void> {
    const response = await fetch(new URL('/api/v5/flow', this.baseUrl), {
      method: 'POST',
      headers: { authkey: this.authKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        template_id: templateId,
        short_url: '0',
        recipients: [{ ...variables, mobiles: phone.replace(/^\+/, '') }],
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json().catch(() => ({}))) as { type?: string; message?: string };
    if (!response.ok || body.type !== 'success') {
      throw new Error(`MSG91 refused the SMS: HTTP ${response.status} ${body.message ?? ''}`.trim());
    }
  }
}

/** The template id of a text's language. */
export function templateOf(templates: Msg91Templates, locale: Locale): string {
  return (locale === 'hi' && templates.hi) || templates.en;
}

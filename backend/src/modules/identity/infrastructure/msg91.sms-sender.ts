import type { SmsSender } from '../application/ports.js';

/**
 * MSG91's Flow API (https://docs.msg91.com): sends a DLT-registered OTP template to an Indian
 * number. The template carries the code in its `otp` variable.
 */
export class Msg91SmsSender implements SmsSender {
  constructor(
    private readonly baseUrl: string,
    private readonly authKey: string,
    private readonly templateId: string,
  ) {}

  async sendOtp(phone: string, code: string): Promise<void> {
    const response = await fetch(new URL('/api/v5/flow', this.baseUrl), {
      method: 'POST',
      headers: { authkey: this.authKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        template_id: this.templateId,
        short_url: '0',
        recipients: [{ mobiles: phone.replace(/^\+/, ''), otp: code }],
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json().catch(() => ({}))) as { type?: string; message?: string };
    if (!response.ok || body.type !== 'success') {
      throw new Error(`MSG91 refused the SMS: HTTP ${response.status} ${body.message ?? ''}`.trim());
    }
  }
}

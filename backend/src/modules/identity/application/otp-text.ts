import type { Locale } from '@ticketsetu/contracts/locales';

/**
 * The sign-up OTP's text in each language, exactly as its DLT template is registered (TRAI's rules: a
 * text must match its registered template, `{#var#}` standing for the code), so the dev outbox shows what
 * MSG91 sends with that language's template id (MSG91_OTP_TEMPLATE_ID, MSG91_OTP_TEMPLATE_ID_HI).
 */
export const OTP_TEMPLATES: Readonly<Record<Locale, string>> = Object.freeze({
  en: '{#var#} is your TicketSetu verification code. It expires in 5 minutes. Never share it.',
  hi: '{#var#} आपका TicketSetu वेरिफ़िकेशन कोड है। यह 5 मिनट में खत्म हो जाएगा। इसे किसी को न बताएं।',
});

/** The OTP text a phone receives in `locale`: its registered template with the code filled in. */
export function otpText(code: string, locale: Locale): string {
  return OTP_TEMPLATES[locale].replace('{#var#}', code);
}

/** The mail port: one message to one recipient. Adapters: dev mailbox (default) and SMTP. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /**
   * Extra header fields, for the few mails that need them (ticket alerts' one-click unsubscribe,
   * RFC 8058); most mails have none.
   */
  headers?: Readonly<Record<string, string>>;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

export const MAIL_SENDER = Symbol('MAIL_SENDER');

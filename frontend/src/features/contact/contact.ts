import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { checkContact, type ContactCode } from '@ticketsetu/contracts/contact-form';
import { CONTACT_LIMITS } from '@ticketsetu/contracts/contact-form';
import { type FormWords, formMessages, refusalMessage } from '../../shared/form-words';
import { rulesOf } from '../../shared/ui/fields/form-state';
import type { components } from '@ticketsetu/contracts';
import { api, unwrap } from '../../shared/api/client';

export type ContactRequest = components['schemas']['ContactRequestDto'];
export type ContactReceived = components['schemas']['ContactReceivedDto'];

/** The spec's messages for the contact form, in the reader's language (English: the spec's words). */
export const CONTACT_SENT = msg`Thank you for your message! We'll get back to you soon.`;
export const CONTACT_FAILED = msg`Failed to send message`;

/** checkContact's sentences by code (English: contracts' CONTACT_FORM_MESSAGES, word for word). */
export const CONTACT_FORM_WORDS: FormWords<ContactCode> = {
  nameRequired: msg`Please enter your name`,
  emailRequired: msg`Please enter your email address`,
  invalidEmail: msg`Please enter a valid email address`,
  subjectRequired: msg`Please enter a subject`,
  messageRequired: msg`Please enter your message`,
  nameTooLong: msg`Please keep your name to ${CONTACT_LIMITS.name} characters or fewer`,
  subjectTooLong: msg`Please keep the subject to ${CONTACT_LIMITS.subject} characters or fewer`,
  messageTooLong: msg`Please keep the message to ${CONTACT_LIMITS.message} characters or fewer`,
};

/** A field's problem by its code in the reader's language; a code the form does not know keeps the server's words. */
export const contactFieldMessage = (i18n: I18n, problem: { code?: string | undefined; message: string }) =>
  refusalMessage(i18n, CONTACT_FORM_WORDS, problem);

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** contracts' checkContact (the server's own check), as each box changes and on Send, in the reader's language. */
export const contactRules = (i18n: I18n) => rulesOf(FIELDS, checkContact, formMessages(i18n, CONTACT_FORM_WORDS));

/** A plain POST without an Idempotency-Key: the client never repeats it, so one click sends one message. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactRequest) => unwrap(api.POST('/api/v1/contact', { body })),
  });
}

// The contact form (spec 5: "all four fields required"), written once: the support module and the
// browser's form call checkContact and show CONTACT_FORM_MESSAGES[code].
import { emailCode } from './account-form.ts';
import type { FormProblem } from './forms.ts';

/** The longest name, email, subject and message the desk takes (the form's maxLength too). */
export const CONTACT_LIMITS = Object.freeze({ name: 100, email: 254, subject: 150, message: 5000 } as const);

export const CONTACT_FORM_MESSAGES = Object.freeze({
  nameRequired: 'Please enter your name',
  emailRequired: 'Please enter your email address',
  invalidEmail: 'Please enter a valid email address',
  subjectRequired: 'Please enter a subject',
  messageRequired: 'Please enter your message',
  nameTooLong: `Please keep your name to ${CONTACT_LIMITS.name} characters or fewer`,
  subjectTooLong: `Please keep the subject to ${CONTACT_LIMITS.subject} characters or fewer`,
  messageTooLong: `Please keep the message to ${CONTACT_LIMITS.message} characters or fewer`,
} as const);

export type ContactField = keyof typeof CONTACT_LIMITS;
export type ContactCode = keyof typeof CONTACT_FORM_MESSAGES;
export type ContactProblem = FormProblem<ContactField, ContactCode>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A required text of at most its CONTACT_LIMITS characters (after trimming). */
function textProblem(problems: ContactProblem[], field: 'name' | 'subject' | 'message', value: unknown): void {
  const given = text(value);
  if (!given) problems.push({ field, code: `${field}Required` });
  else if (given.length > CONTACT_LIMITS[field]) problems.push({ field, code: `${field}TooLong` });
}

/** The contact form's problems, one a field, in the form's order (name, email, subject, message). */
export function checkContact(input: Partial<Record<ContactField, unknown>>): ContactProblem[] {
  const problems: ContactProblem[] = [];
  textProblem(problems, 'name', input.name);
  const email = emailCode(input.email);
  if (email) problems.push({ field: 'email', code: email });
  textProblem(problems, 'subject', input.subject);
  textProblem(problems, 'message', input.message);
  return problems;
}

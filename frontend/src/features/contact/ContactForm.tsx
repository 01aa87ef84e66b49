import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, type FormEvent, useMemo, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../shared/api/api-error';
import { useNotify } from '../../shared/notify';
import { SUPPORT } from '../../shared/site-facts';
import { Button } from '../../shared/ui/Button';
import { Field } from '../../shared/ui/fields/Field';
import { CONTACT_LIMITS } from '@ticketsetu/contracts/contact-form';
import { useFormFields } from '../../shared/ui/fields/form-state';
import { TextArea, TextInput } from '../../shared/ui/fields/inputs';
import { CloseCircleFilled, SendOutlined } from '../../shared/ui/icons';
import {
  CONTACT_FAILED,
  CONTACT_SENT,
  contactFieldMessage,
  contactRules,
  type ContactReceived,
  type ContactRequest,
  useSendContactMessage,
} from './contact';
import { ContactReceipt } from './ContactReceipt';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
type ContactField = (typeof FIELDS)[number];

const isField = (name: string): name is ContactField => (FIELDS as readonly string[]).includes(name);

const EMPTY: ContactRequest = { name: '', email: '', subject: '', message: '' };

/**
 * What to say when sending fails: the spec's 'Failed to send message', plus the server's reason when
 * it is about this request (invalid field, too many messages) or the network.
 */
function failureText(i18n: I18n, error: unknown): string {
  const failed = i18n._(CONTACT_FAILED);
  if (error instanceof ApiError && (error.status === 0 || (error.status >= 400 && error.status < 500))) {
    const refused = error.problem?.errors?.[0];
    // A field's refusal by its form code; any other by the problem's code, else the server's words.
    const reason = refused && isField(refused.field) ? contactFieldMessage(i18n, refused) : errorMessage(error, i18n);
    return i18n._(msg`${failed}: ${reason}`);
  }
  return failed;
}

export function ContactForm() {
  const { t, i18n } = useLingui();
  const rules = useMemo(() => contactRules(i18n), [i18n]);
  const form = useFormFields<ContactField>(EMPTY, rules);
  const notify = useNotify();
  const send = useSendContactMessage();
  const [failed, setFailed] = useState(false);
  const [received, setReceived] = useState<ContactReceived | null>(null);
  // Enter in a field can submit again before the loading state has rendered.
  const sending = useRef(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current || !form.validate(event.currentTarget)) return;
    sending.current = true;
    setFailed(false);
    setReceived(null);
    send.mutate(form.values, {
      onSuccess: (answer) => {
        notify(i18n._(CONTACT_SENT));
        setReceived(answer);
        form.reset();
      },
      onError: (error) => {
        notify(failureText(i18n, error), { duration: 5 });
        setFailed(true);
        if (error instanceof ApiError && error.status === 400) {
          const fieldErrors = (error.problem?.errors ?? []).filter((e) => isField(e.field));
          form.setErrors(Object.fromEntries(fieldErrors.map((e) => [e.field, contactFieldMessage(i18n, e)])));
        }
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  const control = (name: ContactField) => ({
    name,
    value: form.values[name],
    maxLength: CONTACT_LIMITS[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      form.setValue(name, event.target.value);
      if (failed) setFailed(false);
    },
  });

  return (
    // The rules' messages, not the browser's own bubbles, report problems.
    <form noValidate onSubmit={submit} className="contact-form" aria-label={t`Contact form`}>
      <p className="contact-form__note">
        <Trans>All fields are required.</Trans>
      </p>
      <Field id="name" label={t`Your name`} error={form.errors.name} required>
        {(field) => <TextInput {...field} {...control('name')} autoComplete="name" />}
      </Field>
      <Field
        id="email"
        label={t`Email address`}
        extra={t`We reply to this address.`}
        error={form.errors.email}
        required
      >
        {(field) => <TextInput {...field} {...control('email')} type="email" inputMode="email" autoComplete="email" />}
      </Field>
      <Field id="subject" label={t`Subject`} error={form.errors.subject} required>
        {(field) => <TextInput {...field} {...control('subject')} />}
      </Field>
      <Field
        id="message"
        label={t`Message`}
        extra={t`For an order, include your order ID and the event name.`}
        error={form.errors.message}
        required
      >
        {(field) => <TextArea {...field} {...control('message')} rows={6} />}
      </Field>
      {received && <ContactReceipt received={received} />}
      {failed && (
        <div role="alert" className="contact-form__alert">
          <CloseCircleFilled className="contact-form__alert-icon" aria-hidden="true" />
          <div>
            <p className="contact-form__alert-title">
              <Trans>Your message was not sent.</Trans>
            </p>
            <p className="contact-form__alert-text">
              <Trans>
                Please try again, or email us at <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>.
              </Trans>
            </p>
          </div>
        </div>
      )}
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        loading={send.isPending}
        icon={<SendOutlined aria-hidden="true" />}
      >
        <Trans>Send message</Trans>
      </Button>
    </form>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../shared/api/api-error';
import { useNotify } from '../../shared/notify';
import { Button } from '../../shared/ui/Button';
import { Field } from '../../shared/ui/fields/Field';
import { useFormFields } from '../../shared/ui/fields/form-state';
import { TextArea } from '../../shared/ui/fields/inputs';
import { isUploadCancelled, useUpload } from '../../shared/ui/FilePicker/use-upload';
import { FilesPicker } from '../selling';
import { MAX_DISPUTE_TEXT } from './dispute-messages';
import { refusalMessage, replyRules } from './dispute-words';
import { type DisputeDetails, usePostDisputeMessage } from './queries';

/**
 * A party writes to an open dispute with optional files: the buyer adds details, the seller answers
 * (which puts a dispute waiting for them under review). Both parties and the desk read it.
 */
export function DisputeReplyForm({ dispute }: { dispute: DisputeDetails }) {
  const { t, i18n } = useLingui();
  // contracts' checkDisputeReply, the server's own check, in the reader's language.
  const rules = useMemo(() => replyRules(i18n), [i18n]);
  const form = useFormFields({ message: '' }, rules);
  const formRef = useRef<HTMLFormElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const post = usePostDisputeMessage();
  const sending = useUpload();
  const notify = useNotify();
  const seller = dispute.role === 'seller';

  const submit = async (element: HTMLFormElement) => {
    if (post.isPending || !form.validate(element)) return;
    const { message } = form.values;
    try {
      await sending.run((controls) => post.mutateAsync({ id: dispute.id, message: message.trim(), files, controls }));
      // The server's 'Message sent' (backend DISPUTE_MESSAGES.messageSent), in the reader's language.
      notify(t`Message sent`);
      form.reset();
      setFiles([]);
    } catch (error) {
      // Cancelled by the writer: the picker says so and offers to send again.
      if (isUploadCancelled(error)) return;
      const refused = error instanceof ApiError ? error.problem?.errors?.[0] : undefined;
      if (refused?.field === 'message') {
        form.setErrors({ message: refusalMessage(i18n, refused) });
        form.focusFirstInvalid(element);
        return;
      }
      notify(errorMessage(error, i18n), { tone: 'error' });
    }
  };

  return (
    <section className="dispute-card" aria-labelledby="dispute-reply-title">
      <h2 id="dispute-reply-title" className="dispute-card__title">
        {seller ? t`Answer the buyer` : t`Add to your dispute`}
      </h2>
      <p className="dispute-card__intro">
        {seller
          ? t`Tell us your side and add proof that the tickets were sent (screenshots of the transfer, a courier receipt). The buyer and our grievance desk read your answer.`
          : t`Add details or evidence. The seller and our grievance desk read what you write here.`}
      </p>
      <form
        id="dispute-reply"
        ref={formRef}
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          void submit(event.currentTarget);
        }}
      >
        <Field
          id="dispute-reply_message"
          label={t`Your message`}
          error={form.errors.message}
          extra={
            // antd's showCount: how much of the limit is used.
            <span className="dispute-reply__count">{`${form.values.message.length} / ${MAX_DISPUTE_TEXT}`}</span>
          }
          required
        >
          {(field) => (
            <TextArea
              {...field}
              name="message"
              rows={4}
              maxLength={MAX_DISPUTE_TEXT}
              value={form.values.message}
              onChange={(event) => form.setValue('message', event.target.value)}
            />
          )}
        </Field>
        <FilesPicker
          id={`dispute-reply-files-${dispute.id}`}
          label={t`Files (optional)`}
          value={files}
          onChange={setFiles}
          disabled={post.isPending}
          upload={sending.state}
          onCancel={sending.cancel}
          onRetry={() => formRef.current?.requestSubmit()}
        />
        <Button type="primary" htmlType="submit" loading={post.isPending}>
          <Trans>Send message</Trans>
        </Button>
      </form>
    </section>
  );
}

import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../shared/api/api-error';
import { useNotify } from '../../shared/notify';
import { isUploadCancelled, useUpload } from '../../shared/ui/FilePicker/use-upload';
import { FilesPicker } from '../selling';
import { DISPUTE_MESSAGES, MAX_DISPUTE_TEXT } from './dispute-messages';
import { type DisputeDetails, usePostDisputeMessage } from './queries';

/**
 * A party writes to an open dispute with optional files: the buyer adds details, the seller answers
 * (which puts a dispute waiting for them under review). Both parties and the desk read it.
 */
export function DisputeReplyForm({ dispute }: { dispute: DisputeDetails }) {
  const [form] = Form.useForm<{ message?: string }>();
  const [files, setFiles] = useState<File[]>([]);
  const post = usePostDisputeMessage();
  const sending = useUpload();
  const notify = useNotify();
  const seller = dispute.role === 'seller';

  const submit = async ({ message }: { message?: string }) => {
    if (post.isPending) return;
    try {
      const answer = await sending.run((controls) =>
        post.mutateAsync({ id: dispute.id, message: message?.trim() ?? '', files, controls }),
      );
      notify(answer.message || DISPUTE_MESSAGES.messageSent);
      form.resetFields();
      setFiles([]);
    } catch (error) {
      // Cancelled by the writer: the picker says so and offers to send again.
      if (isUploadCancelled(error)) return;
      const refused = error instanceof ApiError ? error.problem?.errors?.[0] : undefined;
      if (refused?.field === 'message') {
        form.setFields([{ name: 'message', errors: [refused.message] }]);
        return;
      }
      notify(errorMessage(error), { tone: 'error' });
    }
  };

  return (
    <section className="dispute-card" aria-labelledby="dispute-reply-title">
      <h2 id="dispute-reply-title" className="dispute-card__title">
        {seller ? 'Answer the buyer' : 'Add to your dispute'}
      </h2>
      <p className="dispute-card__intro">
        {seller
          ? 'Tell us your side and add proof that the tickets were sent (screenshots of the transfer, a courier receipt). The buyer and our grievance desk read your answer.'
          : 'Add details or evidence. The seller and our grievance desk read what you write here.'}
      </p>
      <Form
        form={form}
        name="dispute-reply"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="message"
          label="Your message"
          rules={[
            { required: true, whitespace: true, message: DISPUTE_MESSAGES.messageRequired },
            { max: MAX_DISPUTE_TEXT, message: DISPUTE_MESSAGES.messageTooLong },
          ]}
        >
          <Input.TextArea rows={4} maxLength={MAX_DISPUTE_TEXT} showCount />
        </Form.Item>
        <FilesPicker
          id={`dispute-reply-files-${dispute.id}`}
          label="Files (optional)"
          value={files}
          onChange={setFiles}
          disabled={post.isPending}
          upload={sending.state}
          onCancel={sending.cancel}
          onRetry={() => form.submit()}
        />
        <Button type="primary" htmlType="submit" loading={post.isPending}>
          Send message
        </Button>
      </Form>
    </section>
  );
}

import { SendOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useRef, useState } from 'react';
import { ApiError } from '../../shared/api/api-error';
import { useNotify } from '../../shared/notify';
import { SUPPORT } from '../../shared/site-facts';
import { CONTACT_FAILED, CONTACT_LIMITS, CONTACT_SENT, type ContactRequest, useSendContactMessage } from './contact';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];

const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);

/**
 * What to say when sending fails: the spec's 'Failed to send message', plus the server's reason when
 * it is about this request (invalid field, too many messages) or the network.
 */
function failureText(error: unknown): string {
  if (error instanceof ApiError && (error.status === 0 || (error.status >= 400 && error.status < 500))) {
    return `${CONTACT_FAILED}: ${error.detail}`;
  }
  return CONTACT_FAILED;
}

export function ContactForm() {
  const [form] = Form.useForm<ContactRequest>();
  const notify = useNotify();
  const send = useSendContactMessage();
  const [failed, setFailed] = useState(false);
  // Enter in a field can submit again before the loading state has rendered.
  const sending = useRef(false);

  const submit = (values: ContactRequest) => {
    if (sending.current) return;
    sending.current = true;
    setFailed(false);
    send.mutate(values, {
      onSuccess: () => {
        notify(CONTACT_SENT);
        form.resetFields();
      },
      onError: (error) => {
        notify(failureText(error), { duration: 5 });
        setFailed(true);
        if (error instanceof ApiError && error.status === 400) {
          const fieldErrors = (error.problem?.errors ?? []).filter((e) => isField(e.field));
          form.setFields(fieldErrors.map((e) => ({ name: e.field as Field, errors: [e.message] })));
        }
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={() => {
        if (failed) setFailed(false);
      }}
      className="contact-form"
      aria-label="Contact form"
      size="large"
    >
      <p className="contact-form__note">All fields are required.</p>
      <Form.Item
        name="name"
        label="Your name"
        rules={[{ required: true, whitespace: true, message: 'Please enter your name' }]}
      >
        <Input autoComplete="name" maxLength={CONTACT_LIMITS.name} />
      </Form.Item>
      <Form.Item
        name="email"
        label="Email address"
        rules={[
          { required: true, whitespace: true, message: 'Please enter your email address' },
          { type: 'email', message: 'Please enter a valid email address' },
        ]}
        extra="We reply to this address."
      >
        <Input type="email" inputMode="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} />
      </Form.Item>
      <Form.Item
        name="subject"
        label="Subject"
        rules={[{ required: true, whitespace: true, message: 'Please enter a subject' }]}
      >
        <Input maxLength={CONTACT_LIMITS.subject} />
      </Form.Item>
      <Form.Item
        name="message"
        label="Message"
        rules={[{ required: true, whitespace: true, message: 'Please enter your message' }]}
        extra="For an order, include your order ID and the event name."
      >
        <Input.TextArea rows={6} maxLength={CONTACT_LIMITS.message} />
      </Form.Item>
      {failed && (
        <Alert
          type="error"
          showIcon
          className="contact-form__alert"
          title="Your message was not sent."
          description={
            <>
              Please try again, or email us at <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>.
            </>
          }
        />
      )}
      <Button type="primary" htmlType="submit" loading={send.isPending} icon={<SendOutlined aria-hidden="true" />}>
        Send message
      </Button>
    </Form>
  );
}

import { MailOutlined, MessageOutlined, ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { formatDateTimeIst } from '../../shared/format';
import { usePageTitle } from '../../shared/usePageTitle';
import { StatusPanel } from '../../shared/ui/StatusPanel';
import './dev-outbox.css';

export interface OutboxMail {
  recipient: string;
  subject: string;
  text: string;
  created_at: string;
}

export interface OutboxSms {
  phone: string;
  text: string;
  created_at: string;
}

export interface Outbox {
  mail: OutboxMail[];
  sms: OutboxSms[];
}

// Also what a phone on the Wi-Fi sees with HOST=0.0.0.0: the server answers this computer only.
export const DEV_ONLY = 'The dev outbox is only available in development, on the computer running the app.';

class OutboxUnavailable extends Error {}

/** Not part of the API contract (development only), so a plain fetch rather than the typed client. */
export function devOutboxQuery() {
  return queryOptions({
    queryKey: ['dev', 'outbox'] as const,
    queryFn: async (): Promise<Outbox> => {
      const request = new Request(`${globalThis.location.origin}/api/dev/outbox`, {
        headers: { Accept: 'application/json' },
        cache: 'no-store',
      });
      const response = await fetch(request);
      if (response.status === 404) throw new OutboxUnavailable(DEV_ONLY);
      if (!response.ok) throw new Error(`The outbox could not be read (${response.status}).`);
      return (await response.json()) as Outbox;
    },
    staleTime: 0,
  });
}

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** Mail text with its links clickable (the password reset link, for one). */
function Linkified({ text }: { text: string }): ReactNode {
  return text.split(URL_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part}>
        {part}
      </a>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

/** /dev/outbox: the SMS and mail the development adapters "sent", so a person can sign up locally. */
export function DevOutboxPage() {
  usePageTitle('Dev outbox');
  const outbox = useQuery(devOutboxQuery());

  return (
    <div className="container page dev-outbox">
      <div className="page-head">
        <div>
          <h1 className="page-title">Dev outbox</h1>
          <p className="page-subtitle">Text messages and emails sent by the development adapters, newest first.</p>
        </div>
        <Button
          icon={<ReloadOutlined aria-hidden="true" />}
          onClick={() => void outbox.refetch()}
          loading={outbox.isFetching}
        >
          Refresh
        </Button>
      </div>

      {outbox.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : outbox.isError ? (
        <StatusPanel tone="error" icon={<WarningOutlined />} title="Outbox unavailable">
          <p>{outbox.error instanceof OutboxUnavailable ? DEV_ONLY : outbox.error.message}</p>
        </StatusPanel>
      ) : (
        <>
          <section aria-labelledby="outbox-sms" className="dev-outbox__section">
            <h2 id="outbox-sms" className="section-title">
              <MessageOutlined aria-hidden="true" /> Text messages ({outbox.data.sms.length})
            </h2>
            {outbox.data.sms.length === 0 ? (
              <p className="dev-outbox__empty">No text messages yet.</p>
            ) : (
              <ul className="dev-outbox__list">
                {outbox.data.sms.map((sms, index) => (
                  <li key={`${sms.created_at}-${index}`} className="dev-outbox__item">
                    <p className="dev-outbox__meta">
                      To <strong>{sms.phone}</strong> · {formatDateTimeIst(sms.created_at)}
                    </p>
                    <p className="dev-outbox__text">{sms.text}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="outbox-mail" className="dev-outbox__section">
            <h2 id="outbox-mail" className="section-title">
              <MailOutlined aria-hidden="true" /> Emails ({outbox.data.mail.length})
            </h2>
            {outbox.data.mail.length === 0 ? (
              <p className="dev-outbox__empty">No emails yet.</p>
            ) : (
              <ul className="dev-outbox__list">
                {outbox.data.mail.map((mail, index) => (
                  <li key={`${mail.created_at}-${index}`} className="dev-outbox__item">
                    <p className="dev-outbox__meta">
                      To <strong>{mail.recipient}</strong> · {formatDateTimeIst(mail.created_at)}
                    </p>
                    <h3 className="dev-outbox__subject">{mail.subject}</h3>
                    <p className="dev-outbox__text">
                      <Linkified text={mail.text} />
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { Button, Select, Space } from 'antd';
import { errorMessage } from '../../shared/api/api-error';
import { formatDateTimeIst } from '../../shared/format';
import { useNotify } from '../../shared/notify';
import { timeLeft } from '../../shared/time-left';
import { useNow } from '../../shared/useNow';
import { usePageTitle } from '../../shared/usePageTitle';
import { EmailText } from '../../shared/ui/EmailText';
import { popupInMain } from '../../shared/ui/popup';
import { ToneTag } from '../../shared/ui/ToneTag';
import { AdminListTools, useAdminList } from './admin-list';
import { type AdminColumn, AdminTable } from './AdminTable';
import { type ContactMessage, contactMessagesQuery, useContactMessageStep } from './queries';
import { messageFilters } from './search';

const routeApi = getRouteApi('/admin/messages');

const forwardedOptions = [
  { value: 'all', label: 'All messages' },
  { value: 'true', label: 'Forwarded' },
  { value: 'false', label: 'Not forwarded' },
];

const stateOptions = [
  { value: 'all', label: 'Open and closed' },
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
];

const statusTags = {
  received: <ToneTag tone="warning">Received</ToneTag>,
  acknowledged: <ToneTag tone="info">Acknowledged</ToneTag>,
  closed: <ToneTag tone="success">Closed</ToneTag>,
} as const;

/** One line of the clock: what is due, by when (IST), and the time left or how late. */
function ClockLine({
  label,
  deadline,
  done,
  now,
}: {
  label: string;
  deadline: string;
  done: string | null;
  now: number;
}) {
  if (done) {
    return (
      <span className="admin-clock__line">
        {label}: done {formatDateTimeIst(done)}
      </span>
    );
  }
  const left = timeLeft(deadline, now);
  return (
    <span className={`admin-clock__line${left.overdue ? ' is-overdue' : ''}`}>
      {label}: <strong>{left.text}</strong> <span className="admin-clock__by">(by {formatDateTimeIst(deadline)})</span>
    </span>
  );
}

/** The rules' clock for one message (ADR 67): 48 hours to acknowledge, one month to settle. */
function MessageClock({ message, now }: { message: ContactMessage; now: number }) {
  if (message.closed_at) return <span className="admin-nowrap">Settled {formatDateTimeIst(message.closed_at)}</span>;
  return (
    <span className="admin-clock">
      <ClockLine label="Acknowledge" deadline={message.acknowledge_by} done={message.acknowledged_at} now={now} />
      <ClockLine label="Settle" deadline={message.resolve_by} done={null} now={now} />
    </span>
  );
}

/**
 * /admin/messages: what visitors sent through the contact form, each with its tracking number and the
 * time left to acknowledge and settle it, overdue first by default; searched, filtered and paged on the
 * server with the state in the URL (ADR 27). Staff acknowledge and close a message here.
 */
export function AdminMessagesPage() {
  const { i18n } = useLingui();
  usePageTitle('Contact messages · Admin');
  const search = routeApi.useSearch();
  const messages = useAdminList({
    search,
    navigate: routeApi.useNavigate(),
    query: contactMessagesQuery,
    csvPath: '/api/v1/admin/contact-messages',
    filters: messageFilters(search),
    defaultSort: { by: 'deadline', order: 'asc' },
  });
  const step = useContactMessageStep();
  const notify = useNotify();
  const now = useNow(60_000);

  const run = (message: ContactMessage, name: 'acknowledge' | 'close') =>
    step.mutateAsync({ id: message.id, step: name }).then(
      (done) => notify(`${done.message}: ${message.tracking_number}`),
      (error: unknown) => notify(`Error updating message: ${errorMessage(error, i18n)}`),
    );
  const busy = (message: ContactMessage) => step.isPending && step.variables?.id === message.id;

  const columns: AdminColumn<ContactMessage>[] = [
    {
      title: 'Tracking number',
      dataIndex: 'tracking_number',
      key: 'tracking_number',
      summary: 'heading',
      render: (number: string) => <span className="admin-tracking-number">{number}</span>,
    },
    {
      title: 'Time left',
      key: 'deadline',
      sortKey: 'deadline',
      summary: true,
      render: (_, message) => <MessageClock message={message} now={now} />,
    },
    {
      title: 'Status',
      key: 'status',
      summary: true,
      // Whether it reached the support mailbox, under its state: the table fits 1366 px.
      render: (_, message) => (
        <Space direction="vertical" size={4}>
          {statusTags[message.status]}
          {message.forwarded_at ? (
            <ToneTag tone="success" title={`Forwarded ${formatDateTimeIst(message.forwarded_at)}`}>
              Forwarded
            </ToneTag>
          ) : (
            <ToneTag>Not forwarded</ToneTag>
          )}
        </Space>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, message) =>
        message.closed_at ? null : (
          <Space wrap size="small">
            {!message.acknowledged_at && (
              <Button size="small" loading={busy(message)} onClick={() => void run(message, 'acknowledge')}>
                Acknowledge<span className="sr-only"> {message.tracking_number}</span>
              </Button>
            )}
            <Button size="small" loading={busy(message)} onClick={() => void run(message, 'close')}>
              Close<span className="sr-only"> {message.tracking_number}</span>
            </Button>
          </Space>
        ),
    },
    {
      title: 'Received',
      dataIndex: 'created_at',
      key: 'received',
      sortKey: 'created_at',
      render: (createdAt: string) => formatDateTimeIst(createdAt),
    },
    {
      title: 'From',
      key: 'from',
      summary: true,
      render: (_, message) => (
        <span className="admin-person">
          <span className="admin-person__name">{message.name}</span>
          <a href={`mailto:${message.email}`}>
            <EmailText email={message.email} />
          </a>
        </span>
      ),
    },
    {
      // Subject and text in one column: the table fits 1366 px with the complaint clock's columns.
      title: 'Message',
      key: 'message',
      render: (_, message) => (
        <>
          <strong>{message.subject}</strong>
          <p className="admin-messages__text">{message.message}</p>
        </>
      ),
    },
  ];

  const filtered = search.search || search.forwarded || search.state;
  return (
    <>
      <h1 className="page-title">Contact messages</h1>
      <p className="page-subtitle">
        Sent through the contact form and forwarded to the support mailbox. Each is a complaint on the rules' clock:
        acknowledge it within 48 hours and settle it within one month.
      </p>
      <AdminTable<ContactMessage>
        {...messages.table}
        caption="Contact messages"
        rowKey="id"
        columns={columns}
        errorTitle="Error loading contact messages"
        emptyText={filtered ? 'No messages match.' : 'No messages yet.'}
        rowLabel={(message) => `${message.tracking_number}: ${message.subject}, from ${message.name}`}
        detailsTitle="Message details"
        toolbar={
          <AdminListTools
            list={messages}
            searchLabel="Search messages"
            placeholder="Tracking number, name, email, subject or text"
            noun={['message', 'messages']}
          >
            <Select<string>
              aria-label="State"
              value={search.state ?? 'all'}
              options={stateOptions}
              popupMatchSelectWidth={false}
              getPopupContainer={popupInMain}
              onChange={(value) => messages.setFilter({ state: value === 'all' ? undefined : value })}
            />
            <Select<string>
              aria-label="Forwarded"
              value={search.forwarded ?? 'all'}
              options={forwardedOptions}
              popupMatchSelectWidth={false}
              getPopupContainer={popupInMain}
              onChange={(value) => messages.setFilter({ forwarded: value === 'all' ? undefined : value })}
            />
          </AdminListTools>
        }
      />
    </>
  );
}

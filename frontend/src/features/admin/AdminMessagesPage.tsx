import { useQuery } from '@tanstack/react-query';
import type { ColumnsType } from 'antd/es/table';
import { formatDateTimeIst } from '../../shared/format';
import { usePageTitle } from '../../shared/usePageTitle';
import { ToneTag } from '../../shared/ui/ToneTag';
import { AdminTable } from './AdminTable';
import { type ContactMessage, contactMessagesQuery } from './queries';

const columns: ColumnsType<ContactMessage> = [
  {
    title: 'Received',
    dataIndex: 'created_at',
    key: 'received',
    render: (createdAt: string) => <span className="admin-nowrap">{formatDateTimeIst(createdAt)}</span>,
  },
  { title: 'Name', dataIndex: 'name', key: 'name' },
  {
    title: 'Email',
    dataIndex: 'email',
    key: 'email',
    render: (email: string) => <a href={`mailto:${email}`}>{email}</a>,
  },
  { title: 'Subject', dataIndex: 'subject', key: 'subject' },
  {
    title: 'Message',
    dataIndex: 'message',
    key: 'message',
    render: (message: string) => <p className="admin-messages__text">{message}</p>,
  },
  {
    title: 'Forwarded',
    dataIndex: 'forwarded_at',
    key: 'forwarded',
    render: (forwardedAt: string | null) =>
      forwardedAt ? (
        <ToneTag tone="success" title={`Forwarded ${formatDateTimeIst(forwardedAt)}`}>
          Yes
        </ToneTag>
      ) : (
        <ToneTag>No</ToneTag>
      ),
  },
];

/** /admin/messages: what visitors sent through the contact form, newest first. */
export function AdminMessagesPage() {
  usePageTitle('Contact messages · Admin');
  const messages = useQuery(contactMessagesQuery());
  return (
    <>
      <h1 className="page-title">Contact messages</h1>
      <p className="page-subtitle">Sent through the contact form and forwarded to the support mailbox.</p>
      <AdminTable<ContactMessage>
        caption="Contact messages"
        rowKey="id"
        columns={columns}
        dataSource={messages.data}
        loading={messages.isPending}
        error={messages.error}
        errorTitle="Error loading contact messages"
        onRetry={() => void messages.refetch()}
        emptyText="No messages yet."
      />
    </>
  );
}

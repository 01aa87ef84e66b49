import { getRouteApi } from '@tanstack/react-router';
import { Select } from 'antd';
import { formatDateTimeIst } from '../../shared/format';
import { usePageTitle } from '../../shared/usePageTitle';
import { EmailText } from '../../shared/ui/EmailText';
import { popupInMain } from '../../shared/ui/popup';
import { ToneTag } from '../../shared/ui/ToneTag';
import { AdminListTools, useAdminList } from './admin-list';
import { type AdminColumn, AdminTable } from './AdminTable';
import { type ContactMessage, contactMessagesQuery } from './queries';
import { messageFilters } from './search';

const routeApi = getRouteApi('/admin/messages');

const forwardedOptions = [
  { value: 'all', label: 'All messages' },
  { value: 'true', label: 'Forwarded' },
  { value: 'false', label: 'Not forwarded' },
];

const columns: AdminColumn<ContactMessage>[] = [
  {
    title: 'Received',
    dataIndex: 'created_at',
    key: 'received',
    sortKey: 'created_at',
    summary: true,
    render: (createdAt: string) => <span className="admin-nowrap">{formatDateTimeIst(createdAt)}</span>,
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
  { title: 'Subject', dataIndex: 'subject', key: 'subject', summary: 'heading' },
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

/**
 * /admin/messages: what visitors sent through the contact form, newest first, searched, filtered and
 * paged on the server with the state in the URL (ADR 27).
 */
export function AdminMessagesPage() {
  usePageTitle('Contact messages · Admin');
  const search = routeApi.useSearch();
  const messages = useAdminList({
    search,
    navigate: routeApi.useNavigate(),
    query: contactMessagesQuery,
    csvPath: '/api/v1/admin/contact-messages',
    filters: messageFilters(search),
    defaultSort: { by: 'created_at', order: 'desc' },
  });
  return (
    <>
      <h1 className="page-title">Contact messages</h1>
      <p className="page-subtitle">Sent through the contact form and forwarded to the support mailbox.</p>
      <AdminTable<ContactMessage>
        {...messages.table}
        caption="Contact messages"
        rowKey="id"
        columns={columns}
        errorTitle="Error loading contact messages"
        emptyText={search.search || search.forwarded ? 'No messages match.' : 'No messages yet.'}
        rowLabel={(message) => `${message.subject}, from ${message.name}`}
        detailsTitle="Message details"
        toolbar={
          <AdminListTools
            list={messages}
            searchLabel="Search messages"
            placeholder="Name, email, subject or text"
            noun={['message', 'messages']}
          >
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

import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Popconfirm } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { errorMessage } from '../../shared/api/api-error';
import { formatDateIst } from '../../shared/format';
import { useNotify } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { usePageTitle } from '../../shared/usePageTitle';
import { popupInMain } from '../../shared/ui/popup';
import { ToneTag } from '../../shared/ui/ToneTag';
import { AdminTable } from './AdminTable';
import { type AdminUser, type AdminUserChange, adminUsersQuery, useChangeUser } from './queries';

export const USER_MESSAGES = {
  activated: 'User activated',
  deactivated: 'User deactivated',
  madeAdmin: 'User has been made an admin',
  adminRemoved: 'Admin privileges have been removed',
} as const;

function nameOf(user: AdminUser): string {
  return user.full_name?.trim() || user.email;
}

/** /admin/users: every account with role, status and join date; activate/deactivate and admin rights. */
export function AdminUsersPage() {
  usePageTitle('Users · Admin');
  const users = useQuery(adminUsersQuery());
  const change = useChangeUser();
  const notify = useNotify();
  const { user: me } = useSession();

  const apply = (user: AdminUser, patch: AdminUserChange, success: string) =>
    change.mutateAsync({ id: user.id, change: patch }).then(
      () => notify(success),
      (error: unknown) => notify(`Error updating user: ${errorMessage(error)}`),
    );

  const busy = (user: AdminUser) => change.isPending && change.variables?.id === user.id;

  const columns: ColumnsType<AdminUser> = [
    {
      title: 'Name',
      key: 'name',
      render: (_, user) => <span className="admin-users__name">{user.full_name || '—'}</span>,
    },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    { title: 'Phone', dataIndex: 'phone', key: 'phone', render: (phone: string | null) => phone ?? '—' },
    {
      title: 'Role',
      key: 'role',
      render: (_, user) => (user.is_admin ? <ToneTag tone="accent">Admin</ToneTag> : <ToneTag>User</ToneTag>),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, user) =>
        user.deletion_requested_at ? (
          <ToneTag tone="warning">Deletion requested</ToneTag>
        ) : user.is_active ? (
          <ToneTag tone="success">Active</ToneTag>
        ) : (
          <ToneTag tone="danger">Inactive</ToneTag>
        ),
    },
    {
      title: 'Joined',
      dataIndex: 'created_at',
      key: 'joined',
      render: (createdAt: string) => formatDateIst(createdAt),
    },
    {
      title: 'Active',
      key: 'active',
      render: (_, user) => (
        <Checkbox
          checked={user.is_active}
          disabled={busy(user) || user.id === me?.id}
          title={user.id === me?.id ? 'You cannot deactivate your own account' : undefined}
          aria-label={`Active: ${nameOf(user)}`}
          onChange={(event) =>
            void apply(
              user,
              { isActive: event.target.checked },
              event.target.checked ? USER_MESSAGES.activated : USER_MESSAGES.deactivated,
            )
          }
        />
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, user) =>
        user.is_admin ? (
          <Popconfirm
            title="Remove admin privileges?"
            description={`${nameOf(user)} will no longer be able to use the admin area.`}
            okText="Remove admin"
            okButtonProps={{ danger: true }}
            getPopupContainer={popupInMain}
            onConfirm={() => apply(user, { isAdmin: false }, USER_MESSAGES.adminRemoved)}
          >
            <Button size="small" danger loading={busy(user)} aria-label={`Remove admin: ${nameOf(user)}`}>
              Remove admin
            </Button>
          </Popconfirm>
        ) : (
          <Popconfirm
            title="Make this user an admin?"
            description={`${nameOf(user)} will be able to manage events, tickets, payouts and users.`}
            okText="Make admin"
            getPopupContainer={popupInMain}
            onConfirm={() => apply(user, { isAdmin: true }, USER_MESSAGES.madeAdmin)}
          >
            <Button
              size="small"
              loading={busy(user)}
              disabled={!user.is_active}
              aria-label={`Make admin: ${nameOf(user)}`}
            >
              Make admin
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <>
      <h1 className="page-title">Users</h1>
      <p className="page-subtitle">
        {users.data ? `${users.data.length} ${users.data.length === 1 ? 'account' : 'accounts'}` : 'All accounts'}
      </p>
      <AdminTable<AdminUser>
        caption="Users"
        rowKey="id"
        columns={columns}
        dataSource={users.data}
        loading={users.isPending}
        error={users.error}
        errorTitle="Error loading users"
        onRetry={() => void users.refetch()}
        emptyText="No users yet."
      />
    </>
  );
}

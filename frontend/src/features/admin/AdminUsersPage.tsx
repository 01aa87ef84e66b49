import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { Button, Checkbox, Popconfirm, Select } from 'antd';
import { errorMessage } from '../../shared/api/api-error';
import { formatDateIst } from '../../shared/format';
import { useNotify } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { usePageTitle } from '../../shared/usePageTitle';
import { popupInMain } from '../../shared/ui/popup';
import { EmailText } from '../../shared/ui/EmailText';
import { ToneTag } from '../../shared/ui/ToneTag';
import { AdminListTools, useAdminList } from './admin-list';
import { type AdminColumn, AdminTable } from './AdminTable';
import { type AdminUser, type AdminUserChange, adminUsersQuery, useChangeUser } from './queries';
import { userFilters } from './search';

const routeApi = getRouteApi('/admin/users');

const roleOptions = [
  { value: 'all', label: 'All roles' },
  { value: 'admin', label: 'Admins' },
  { value: 'user', label: 'Users' },
];
const statusOptions = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'deletion_requested', label: 'Deletion requested' },
];

export const USER_MESSAGES = {
  activated: 'User activated',
  deactivated: 'User deactivated',
  madeAdmin: 'User has been made an admin',
  adminRemoved: 'Admin privileges have been removed',
} as const;

function nameOf(user: AdminUser): string {
  return user.full_name?.trim() || user.email;
}

/**
 * /admin/users: every account with role, status and join date, searched, filtered, sorted and paged on the
 * server with the state in the URL (ADR 27); activate/deactivate and admin rights.
 */
export function AdminUsersPage() {
  const { i18n } = useLingui();
  usePageTitle('Users · Admin');
  const search = routeApi.useSearch();
  const users = useAdminList({
    search,
    navigate: routeApi.useNavigate(),
    query: adminUsersQuery,
    csvPath: '/api/v1/admin/users',
    filters: userFilters(search),
    defaultSort: { by: 'created_at', order: 'desc' },
  });
  const change = useChangeUser();
  const notify = useNotify();
  const { user: me } = useSession();

  const apply = (user: AdminUser, patch: AdminUserChange, success: string) =>
    change.mutateAsync({ id: user.id, change: patch }).then(
      () => notify(success),
      (error: unknown) => notify(`Error updating user: ${errorMessage(error, i18n)}`),
    );

  const busy = (user: AdminUser) => change.isPending && change.variables?.id === user.id;

  const columns: AdminColumn<AdminUser>[] = [
    {
      title: 'User',
      key: 'user',
      summary: 'heading',
      sortKey: 'full_name',
      render: (_, user) => (
        <span className="admin-person">
          <span className="admin-person__name">{user.full_name || '—'}</span>
          <span>
            <EmailText email={user.email} />
          </span>
          <span>{user.phone ?? '—'}</span>
        </span>
      ),
    },
    {
      title: 'Role',
      key: 'role',
      summary: true,
      render: (_, user) => (user.is_admin ? <ToneTag tone="accent">Admin</ToneTag> : <ToneTag>User</ToneTag>),
    },
    {
      title: 'Status',
      key: 'status',
      summary: true,
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
      sortKey: 'created_at',
      render: (createdAt: string) => <span className="admin-nowrap">{formatDateIst(createdAt)}</span>,
    },
    {
      title: 'Active',
      key: 'active',
      // Behind a confirmation: deactivating signs the person out everywhere at once.
      render: (_, user) => (
        <Popconfirm
          title={user.is_active ? 'Deactivate this account?' : 'Activate this account?'}
          description={
            user.is_active
              ? `${nameOf(user)} is signed out everywhere and cannot sign in until activated again.`
              : `${nameOf(user)} can sign in again.`
          }
          okText={user.is_active ? 'Deactivate' : 'Activate'}
          okButtonProps={{ danger: user.is_active }}
          getPopupContainer={popupInMain}
          disabled={busy(user) || user.id === me?.id}
          onConfirm={() =>
            apply(
              user,
              { isActive: !user.is_active },
              user.is_active ? USER_MESSAGES.deactivated : USER_MESSAGES.activated,
            )
          }
        >
          <Checkbox
            checked={user.is_active}
            disabled={busy(user) || user.id === me?.id}
            title={user.id === me?.id ? 'You cannot deactivate your own account' : undefined}
            aria-label={`Active: ${nameOf(user)}`}
          />
        </Popconfirm>
      ),
    },
  ];

  const adminRights = (user: AdminUser) =>
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
        <Button size="small" loading={busy(user)} disabled={!user.is_active} aria-label={`Make admin: ${nameOf(user)}`}>
          Make admin
        </Button>
      </Popconfirm>
    );

  return (
    <>
      <h1 className="page-title">Users</h1>
      <p className="page-subtitle">
        Every account: search by name, email or phone; activate, deactivate, admin rights.
      </p>
      <AdminTable<AdminUser>
        {...users.table}
        caption="Users"
        rowKey="id"
        columns={columns}
        errorTitle="Error loading users"
        emptyText={search.search || search.role || search.status ? 'No users match.' : 'No users yet.'}
        rowLabel={nameOf}
        detailsTitle="User details"
        actions={adminRights}
        toolbar={
          <AdminListTools
            list={users}
            searchLabel="Search users"
            placeholder="Name, email or phone"
            noun={['account', 'accounts']}
          >
            <Select<string>
              aria-label="Role"
              value={search.role ?? 'all'}
              options={roleOptions}
              popupMatchSelectWidth={false}
              getPopupContainer={popupInMain}
              onChange={(value) => users.setFilter({ role: value === 'all' ? undefined : value })}
            />
            <Select<string>
              aria-label="Status"
              value={search.status ?? 'all'}
              options={statusOptions}
              popupMatchSelectWidth={false}
              getPopupContainer={popupInMain}
              onChange={(value) => users.setFilter({ status: value === 'all' ? undefined : value })}
            />
          </AdminListTools>
        }
      />
    </>
  );
}

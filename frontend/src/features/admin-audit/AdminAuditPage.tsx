import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Descriptions, Input, Select } from 'antd';
import { useId } from 'react';
import { formatDateTimeIst } from '../../shared/format';
import { usePageTitle } from '../../shared/usePageTitle';
import { EmailText } from '../../shared/ui/EmailText';
import { AppLink } from '../../shared/ui/links';
import { popupInMain } from '../../shared/ui/popup';
import { AdminListTools, useAdminList } from '../admin';
import { type AdminColumn, AdminTable } from '../admin';
import {
  AUDIT_KIND_GROUPS,
  type AuditEntry,
  auditActorName,
  auditChanges,
  auditChangeSummary,
  auditKindLabel,
  auditTargetHref,
  auditTargetLabel,
  auditTargetName,
} from './audit-labels';
import { adminAuditQuery, auditStaffQuery } from './queries';
import { auditFilters } from './search';
import './admin-audit.css';

const routeApi = getRouteApi('/admin/audit');

export const AUDIT_LOAD_FAILED = 'Error loading the audit log';
const ALL = 'all';

function Target({ entry }: { entry: AuditEntry }) {
  const href = auditTargetHref(entry);
  const name = auditTargetName(entry);
  return (
    <span className="audit-target">
      <span className="audit-muted">{auditTargetLabel(entry.target)}</span>
      {href ? <AppLink href={href}>{name}</AppLink> : <span>{name}</span>}
    </span>
  );
}

function Staff({ entry }: { entry: AuditEntry }) {
  return (
    <span className="admin-person">
      <span className="admin-person__name">{auditActorName(entry)}</span>
      {entry.actor.full_name && entry.actor.email && (
        <span>
          <EmailText email={entry.actor.email} />
        </span>
      )}
    </span>
  );
}

/** The details drawer: who, what and when, then every field before and after, the changed ones marked. */
function AuditDetails({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry);
  return (
    <>
      <Descriptions
        size="small"
        bordered
        column={1}
        className="admin-drawer__fields"
        items={[
          { key: 'at', label: 'When (IST)', children: formatDateTimeIst(entry.at) },
          { key: 'staff', label: 'Staff', children: <Staff entry={entry} /> },
          { key: 'action', label: 'Action', children: auditKindLabel(entry.kind) },
          { key: 'target', label: 'Target', children: <Target entry={entry} /> },
          { key: 'id', label: 'Target ID', children: <code className="audit-id">{entry.target_id}</code> },
        ]}
      />
      <h2 className="audit-changes__title">Before and after</h2>
      {changes.length === 0 ? (
        <p className="audit-muted">Nothing recorded.</p>
      ) : (
        <table className="audit-changes">
          <caption className="sr-only">Fields before and after the action</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field} className={change.changed ? 'is-changed' : undefined}>
                <th scope="row">
                  {change.label}
                  {change.changed && <span className="sr-only"> (changed)</span>}
                </th>
                <td>{change.before}</td>
                <td>{change.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

const columns: AdminColumn<AuditEntry>[] = [
  {
    title: 'When (IST)',
    key: 'at',
    sortKey: 'at',
    summary: true,
    render: (_, entry) => <span className="admin-nowrap">{formatDateTimeIst(entry.at)}</span>,
  },
  { title: 'Staff', key: 'staff', summary: true, render: (_, entry) => <Staff entry={entry} /> },
  {
    title: 'Action',
    key: 'action',
    summary: 'heading',
    render: (_, entry) => <span className="audit-action">{auditKindLabel(entry.kind)}</span>,
  },
  { title: 'Target', key: 'target', summary: true, render: (_, entry) => <Target entry={entry} /> },
  {
    title: 'Change',
    key: 'change',
    render: (_, entry) => <span className="audit-summary">{auditChangeSummary(entry)}</span>,
  },
];

const kindOptions = [
  { value: ALL, label: 'Every action' },
  ...AUDIT_KIND_GROUPS.map((group) => ({
    label: group.label,
    title: group.label,
    options: group.kinds.map(([kind, words]) => ({ value: kind, label: words })),
  })),
];

/**
 * /admin/audit (ADR 30): every staff action, read-only, newest first: when (IST), who, what in words,
 * the target (a link where the back office has a page for it) and what changed; the drawer shows the
 * before and after field by field. Filters by staff, kind of action and days; CSV of the same filter.
 */
export function AdminAuditPage() {
  usePageTitle('Audit log · Admin');
  const search = routeApi.useSearch();
  const list = useAdminList({
    search,
    navigate: routeApi.useNavigate(),
    query: adminAuditQuery,
    csvPath: '/api/v1/admin/audit',
    filters: auditFilters(search),
    defaultSort: { by: 'at', order: 'desc' },
  });
  const staff = useQuery(auditStaffQuery());
  const fromId = useId();
  const toId = useId();
  const staffId = useId();
  const kindId = useId();

  // Today's admins, and anyone on this page who no longer is one.
  const people = new Map<string, string>();
  for (const admin of staff.data ?? []) people.set(admin.id, admin.full_name?.trim() || admin.email);
  for (const entry of list.rows ?? [])
    if (!people.has(entry.actor.id)) people.set(entry.actor.id, auditActorName(entry));

  const filtered = Boolean(search.search || search.actor || search.kind || search.from || search.to);

  return (
    <>
      <h1 className="page-title">Audit log</h1>
      <p className="page-subtitle">
        Every staff action with who did it, when, and what it changed. Nobody can edit or remove a line.
      </p>
      <AdminTable<AuditEntry>
        {...list.table}
        caption="Audit log"
        rowKey="id"
        columns={columns}
        errorTitle={AUDIT_LOAD_FAILED}
        emptyText={filtered ? 'No staff actions match.' : 'No staff actions yet.'}
        rowLabel={(entry) => `${auditKindLabel(entry.kind)}, ${formatDateTimeIst(entry.at)}`}
        detailsTitle="Audit entry"
        details={(entry) => <AuditDetails entry={entry} />}
        toolbar={
          <AdminListTools
            list={list}
            searchLabel="Search by target ID"
            placeholder="Target ID"
            noun={['entry', 'entries']}
          >
            <Select<string>
              id={staffId}
              aria-label="Staff"
              className="audit-filter"
              value={search.actor ?? ALL}
              options={[
                { value: ALL, label: 'All staff' },
                ...[...people].map(([id, name]) => ({ value: id, label: name })),
              ]}
              onChange={(actor) => list.setFilter({ actor: actor === ALL ? undefined : actor })}
              showSearch={{ optionFilterProp: 'label' }}
              getPopupContainer={popupInMain}
              popupMatchSelectWidth={false}
              virtual={false}
            />
            <Select<string>
              id={kindId}
              aria-label="Action"
              className="audit-filter"
              value={search.kind ?? ALL}
              options={kindOptions}
              onChange={(kind) => list.setFilter({ kind: kind === ALL ? undefined : kind })}
              getPopupContainer={popupInMain}
              popupMatchSelectWidth={false}
              virtual={false}
            />
            <span className="audit-day">
              <label htmlFor={fromId}>From</label>
              <Input
                id={fromId}
                type="date"
                value={search.from ?? ''}
                max={search.to}
                onChange={(event) => list.setFilter({ from: event.target.value || undefined })}
              />
            </span>
            <span className="audit-day">
              <label htmlFor={toId}>To</label>
              <Input
                id={toId}
                type="date"
                value={search.to ?? ''}
                min={search.from}
                onChange={(event) => list.setFilter({ to: event.target.value || undefined })}
              />
            </span>
          </AdminListTools>
        }
      />
    </>
  );
}

/**
 * The complaints' clock (contracts/complaints.js, ADR 67) as SQL over any table with the complaint
 * columns (`acknowledge_by`, `resolve_by`, `acknowledged_at`, `closed_at`) — disputes and contact
 * messages — for the queues' order and the dashboard's counts. `overdueSql` takes the time twice as
 * its `?` parameters. The integration tests check SQL and rule agree.
 */
export const overdueSql = (t: string) =>
  `(${t}.closed_at is null and ((${t}.acknowledged_at is null and ${t}.acknowledge_by < ?::timestamptz) or ${t}.resolve_by < ?::timestamptz))`;
export const acknowledgementOverdueSql = (t: string) =>
  `(${t}.closed_at is null and ${t}.acknowledged_at is null and ${t}.acknowledge_by < ?::timestamptz)`;
export const resolutionOverdueSql = (t: string) => `(${t}.closed_at is null and ${t}.resolve_by < ?::timestamptz)`;
export const nextDeadlineSql = (t: string) =>
  `(case when ${t}.closed_at is not null then null when ${t}.acknowledged_at is null then ${t}.acknowledge_by else ${t}.resolve_by end)`;

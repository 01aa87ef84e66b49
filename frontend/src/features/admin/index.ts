// The admin feature's one entry: what other features may use of it (ADR 68).
export { useAdminCrumb } from './AdminLayout';
export { AdminTable, type AdminColumn } from './AdminTable';
export { AdminListTools, useAdminList } from './admin-list';
export { adminListSearchSchema, unwrapPage, type AdminListParams } from './admin-list-query';
export { dashboardKey } from './dashboard-query';

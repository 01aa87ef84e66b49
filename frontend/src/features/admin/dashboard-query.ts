import { queryOptions } from '@tanstack/react-query';
import type { components } from '@ticketsetu/contracts';
import { api, unwrap } from '../../shared/api/client';

export type AdminDashboardCounts = components['schemas']['AdminDashboardDto'];

/** Under 'admin', so it is dropped when the person signs out or changes; a desk step asks it again. */
export const dashboardKey = ['admin', 'dashboard'] as const;

/** Shown when the counts cannot be read. */
export const DASHBOARD_FAILED = 'Error loading the counts';

/** The admin dashboard's live counts. */
export function adminDashboardQuery() {
  return queryOptions({
    queryKey: dashboardKey,
    queryFn: () => unwrap(api.GET('/api/v1/admin/dashboard')),
    staleTime: 0,
    // Live: a dashboard left open keeps counting.
    refetchInterval: 60_000,
  });
}

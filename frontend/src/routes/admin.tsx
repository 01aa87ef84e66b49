import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../features/admin/AdminLayout';
import { requireAdmin } from '../shared/guards';
import { PageSpinner } from '../shared/ui/PageSpinner';

/** The admin area: admins only (guard per spec section 6); its pages load as a separate chunk. */
export const Route = createFileRoute('/admin')({
  beforeLoad: requireAdmin,
  pendingComponent: () => <PageSpinner label="Checking your access…" />,
  component: AdminLayout,
});

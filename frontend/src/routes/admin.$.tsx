import { createFileRoute } from '@tanstack/react-router';
import { AdminMissingPage } from '../features/admin/AdminMissingPage';

/** Every other /admin URL: inside the admin layout, so the admin guard runs first (visitors sign in). */
export const Route = createFileRoute('/admin/$')({
  component: AdminMissingPage,
});

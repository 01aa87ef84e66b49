import { createFileRoute } from '@tanstack/react-router';
import { CookiesPage } from '../features/content/CookiesPage';

export const Route = createFileRoute('/cookies')({
  component: CookiesPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { AuthPage } from '../features/auth/AuthPage';
import { authSearchSchema } from '../features/auth/search';

export const Route = createFileRoute('/auth')({
  validateSearch: authSearchSchema,
  component: AuthPage,
});

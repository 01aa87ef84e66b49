import { createFileRoute } from '@tanstack/react-router';
import { AuthPage } from '../features/auth/AuthPage';
import { authSearchSchema } from '../features/auth/search';
import { redirectSignedIn } from '../shared/guards';
import { PageSpinner } from '../shared/ui/PageSpinner';

export const Route = createFileRoute('/auth')({
  validateSearch: authSearchSchema,
  beforeLoad: redirectSignedIn,
  pendingComponent: () => <PageSpinner label="Checking your session…" />,
  component: AuthPage,
});

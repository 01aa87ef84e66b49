import { createFileRoute } from '@tanstack/react-router';
import { AuthPage } from '../features/auth/AuthPage';
import { authSearchSchema } from '../features/auth/search';
import { CheckingSession } from '../shared/ui/SessionSpinners';
import { redirectSignedIn } from '../shared/guards';

export const Route = createFileRoute('/auth')({
  validateSearch: authSearchSchema,
  beforeLoad: redirectSignedIn,
  pendingComponent: CheckingSession,
  component: AuthPage,
});

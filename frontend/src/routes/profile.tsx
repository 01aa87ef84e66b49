import { createFileRoute } from '@tanstack/react-router';
import { CheckingSession } from '../shared/ui/SessionSpinners';
import { profileQuery } from '../features/profile/queries';
import { ProfilePage } from '../features/profile/ProfilePage';
import { requireSignIn } from '../shared/guards';

export const Route = createFileRoute('/profile')({
  beforeLoad: requireSignIn,
  // Start loading the profile without holding the page: each section has its own loading state.
  loader: ({ context }) => void context.queryClient.prefetchQuery(profileQuery()),
  pendingComponent: CheckingSession,
  component: ProfilePage,
});

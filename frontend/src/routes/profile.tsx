import { createFileRoute } from '@tanstack/react-router';
import { CheckingSession } from '../shared/ui/SessionSpinners';
import { addressesQuery } from '../features/addresses/queries';
import { devicesQuery, profileQuery } from '../features/profile/queries';
import { ProfilePage } from '../features/profile/ProfilePage';
import { sellerSettingsQuery } from '../features/sellers';
import { requireSignIn } from '../shared/guards';

export const Route = createFileRoute('/profile')({
  beforeLoad: requireSignIn,
  // Start loading each section's data without holding the page: each section has its own loading
  // state (on the server, its reads answered first draw the page whole, ADR 88).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(profileQuery());
    void context.queryClient.prefetchQuery(sellerSettingsQuery());
    void context.queryClient.prefetchQuery(devicesQuery());
    void context.queryClient.prefetchQuery(addressesQuery());
  },
  pendingComponent: CheckingSession,
  component: ProfilePage,
});

import { createFileRoute } from '@tanstack/react-router';
import { eventsListQuery } from '../features/events/queries';
import { profileQuery } from '../features/profile/queries';
import { SellPage } from '../features/selling/SellPage';
import { sellSearchSchema } from '../features/selling/search';
import { requireSignIn } from '../shared/guards';
import { PageSpinner } from '../shared/ui/PageSpinner';

export const Route = createFileRoute('/sell')({
  validateSearch: sellSearchSchema,
  beforeLoad: requireSignIn,
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([
      queryClient.ensureQueryData(eventsListQuery()),
      // The saved UPI id prefills the form; the form works without it.
      queryClient.ensureQueryData(profileQuery()).catch(() => undefined),
    ]);
  },
  pendingComponent: () => <PageSpinner label="Loading the sell form…" />,
  component: SellPage,
});

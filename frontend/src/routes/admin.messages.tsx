import { createFileRoute } from '@tanstack/react-router';
import { AdminMessagesPage } from '../features/admin/AdminMessagesPage';
import { contactMessagesQuery } from '../features/admin/queries';

export const Route = createFileRoute('/admin/messages')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(contactMessagesQuery()),
  component: AdminMessagesPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { DevOutboxPage } from '../features/dev-outbox/DevOutboxPage';

/** Development helper: not linked from anywhere. */
export const Route = createFileRoute('/dev/outbox')({
  component: DevOutboxPage,
});

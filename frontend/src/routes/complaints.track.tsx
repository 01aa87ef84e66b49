import { createFileRoute } from '@tanstack/react-router';
import { TrackComplaintPage } from '../features/complaints/TrackComplaintPage';

export const Route = createFileRoute('/complaints/track')({
  component: TrackComplaintPage,
});

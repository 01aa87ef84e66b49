import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../features/content/FaqPage';

export const Route = createFileRoute('/faq')({
  component: FaqPage,
});

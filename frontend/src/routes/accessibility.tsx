import { createFileRoute } from '@tanstack/react-router';
import { AccessibilityPage } from '../features/content/AccessibilityPage';

export const Route = createFileRoute('/accessibility')({
  component: AccessibilityPage,
});

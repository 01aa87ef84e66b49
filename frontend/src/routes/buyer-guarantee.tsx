import { createFileRoute } from '@tanstack/react-router';
import { BuyerGuaranteePage } from '../features/content/BuyerGuaranteePage';

export const Route = createFileRoute('/buyer-guarantee')({
  component: BuyerGuaranteePage,
});

import { createFileRoute } from '@tanstack/react-router';
import { PaymentResultPage } from '../features/payment-result/PaymentResultPage';
import { paymentResultSearchSchema } from '../features/payment-result/search';
import { requireSignIn } from '../shared/guards';
import { CheckingSession } from '../shared/ui/SessionSpinners';

/** Where the payment gateway sends the buyer back; a buyer sees only their own orders. */
export const Route = createFileRoute('/payment-result')({
  validateSearch: paymentResultSearchSchema,
  beforeLoad: requireSignIn,
  pendingComponent: CheckingSession,
  component: PaymentResultPage,
});

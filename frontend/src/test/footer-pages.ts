import type { AnyRoute } from '@tanstack/react-router';
import { Route as AboutRoute } from '../routes/about';
import { Route as AccessibilityRoute } from '../routes/accessibility';
import { Route as BuyerGuaranteeRoute } from '../routes/buyer-guarantee';
import { Route as ContactRoute } from '../routes/contact';
import { Route as CookiesRoute } from '../routes/cookies';
import { Route as FaqRoute } from '../routes/faq';
import { Route as HelpRoute } from '../routes/help';
import { Route as HowItWorksRoute } from '../routes/how-it-works';
import { Route as PrivacyPolicyRoute } from '../routes/privacy-policy';
import { Route as RefundPolicyRoute } from '../routes/refund-policy';
import { Route as TermsRoute } from '../routes/terms-and-conditions';

/** Every page the footer links to (the static pages and contact), for `renderRoutes`. */
export const footerPages: Record<string, AnyRoute> = {
  '/about': AboutRoute,
  '/how-it-works': HowItWorksRoute,
  '/contact': ContactRoute,
  '/help': HelpRoute,
  '/faq': FaqRoute,
  '/buyer-guarantee': BuyerGuaranteeRoute,
  '/refund-policy': RefundPolicyRoute,
  '/privacy-policy': PrivacyPolicyRoute,
  '/terms-and-conditions': TermsRoute,
  '/cookies': CookiesRoute,
  '/accessibility': AccessibilityRoute,
};

/**
 * The OpenAPI document of the app (ADR 39): Nest's generator over the controllers, then what the
 * server's metadata says about errors, input, integers and examples. Its words for people are here:
 * the description with the buying guide, and each tag's area; each operation's summary and
 * description sit beside its code (`@ApiOperation`).
 */
import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { describeFileUploads } from './shared/http/file-uploads.js';
import { describeExamples } from './shared/http/openapi-examples.js';
import { RequestError } from './shared/domain/domain-error.js';
import { describeProblemCodes, refusalsByOperation } from './shared/http/openapi-codes.js';
import { declareProblemResponses, describeProblemBodies, Problem } from './shared/http/openapi-problems.js';
import { describeIntegers, describeParameters, describeValidation } from './shared/http/openapi-validation.js';

const DESCRIPTION = `Resale marketplace for event tickets in India. Money is integer paise (₹1,499.50 is 149950);
times are RFC 3339 (answers in UTC). Errors are RFC 9457 problem+json: \`detail\` is the message to show,
\`errors[]\` names the fields (each with its \`code\`), \`code\` is stable for programs: each operation lists
the codes it may answer with at each status.

## Buying through the API

1. **Sign in.** \`POST /api/v1/auth/login\` with email and password answers \`access_token\`: send it as
   \`Authorization: Bearer <token>\`. It lasts 15 minutes; \`POST /api/v1/auth/refresh\` with the \`ts_refresh\`
   cookie the sign-in set answers a new one. (Browsers use the session cookies instead.)
2. **Find an event.** \`GET /api/v1/events\`: upcoming events with the tickets left and the lowest price.
3. **Pick a listing.** \`GET /api/v1/events/{id}\` is the event page: each listing on sale with its price per
   ticket and tickets left. \`GET /api/v1/checkout/{listingId}\` says what buying from it costs.
4. **Pay.** \`POST /api/v1/orders\` with \`listingId\`, \`quantity\` and, for mobile tickets, the buyer's
   BookMyShow or District account (\`platformId\`), for paper ones a saved address (\`deliveryAddressId\`).
   Send a new \`Idempotency-Key\` header with each Pay: a repeat with the same key (after a lost answer, say)
   answers the same order, never a second one. The tickets are held for 10 minutes.
5. **Go to the pay page.** Send the buyer's browser to the answer's \`pay_page_url\`, PhonePe's page (there is
   none when rewards credit paid it all); PhonePe brings the browser back to the shop.
6. **Poll the order.** \`POST /api/v1/orders/{id}/status-check\` until \`status\` is not \`pending\`: \`completed\`, or
   \`failed\` with its \`failure_reason\` (the tickets are given back).
7. **See the purchase.** \`GET /api/v1/me/purchases\`: each purchase and its transfer. Once a mobile transfer's
   tickets are in the account, confirm it with \`POST /api/v1/me/purchases/{id}/confirm\`.

The typed client \`@ticketsetu/client\` (client/README.md) signs in, refreshes the token, adds the
Idempotency-Key and retries only what is safe.`;

/** The areas of the API, in the order a reader meets them. */
const TAGS = [
  {
    name: 'auth',
    description:
      'Sign-up with a phone OTP, sign-in (session cookies for browsers, a Bearer token for programs), token refresh, sign-out and password reset.',
  },
  {
    name: 'catalog',
    description:
      "Events as the public sees them: upcoming events, an event's page with its listings on sale, live availability, categories. No sign-in needed.",
  },
  {
    name: 'orders',
    description: "Buying: the checkout summary, Pay (an order and its PhonePe payment) and the order's status.",
  },
  {
    name: 'tickets',
    description:
      'After a sale: your purchases and sales and their transfers (mobile transfer or courier), proof of transfer, payouts, earnings and your seller statement.',
  },
  {
    name: 'listings',
    description: 'Selling: list tickets with proof files for staff review, follow and withdraw your listings.',
  },
  {
    name: 'me',
    description:
      "The signed-in person's own account: profile, UPI id and PAN, saved addresses, signed-in devices, deletion.",
  },
  {
    name: 'waitlist',
    description: "Sold-out events' waiting lists and the offers made from them when tickets come back.",
  },
  {
    name: 'alerts',
    description:
      "Ticket alerts: an email (and an SMS if chosen) when a listing that fits a fan's price, quantity and type is verified.",
  },
  {
    name: 'rewards',
    description:
      'Rewards credit, earned by buying (every 11th ticket earns the average price of the 10 before it) and spent at checkout.',
  },
  {
    name: 'sellers',
    description:
      "Who sells: a seller's public profile (name shown, city and state, completed sales, badges, buyers' ratings), and rating a seller after a purchase.",
  },
  {
    name: 'disputes',
    description: "The grievance desk, the parties' side: open a dispute on a purchase, write to it, withdraw it.",
  },
  { name: 'tax', description: "GST tax invoices and credit notes for the platform's fees." },
  { name: 'support', description: 'The contact form.' },
  {
    name: 'payouts',
    description: 'UPI id checks before a seller saves one, and the webhook of RazorpayX, which pays sellers.',
  },
  { name: 'payments', description: 'The webhook of PhonePe, which takes the payments: called by PhonePe only.' },
  {
    name: 'admin',
    description:
      'The back office, for staff (an account with admin rights; anyone else is refused with 403): dashboard, events and categories, listing review, transactions, transfers, payouts, disputes, users, contact messages, tax reports and the audit log. Every change is kept in the audit log.',
  },
  { name: 'health', description: 'Readiness and liveness, for load balancers and orchestrators.' },
];

/** What may refuse any request, before its module's rules: the HTTP kernel's codes. */
const KERNEL_REFUSALS = [RequestError];

/** The OpenAPI document of `app`; its examples that must lie ahead (an event's date) are relative to `now`. */
export function buildOpenApiDocument(app: INestApplication, now: Date): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('TicketSetu API')
    .setDescription(DESCRIPTION)
    .setVersion('1')
    .addBearerAuth({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description:
        'Access token from POST /api/v1/auth/login or /api/v1/auth/refresh (also the ts_access cookie). ' +
        'A JWS following RFC8725: signed and verified with HS256 only (the algorithm is pinned, so `none` ' +
        'or any other is refused), issuer `ticketsetu` checked, expiring ACCESS_TOKEN_TTL_SECONDS after ' +
        'issue (900 s, 15 minutes, unless configured within 60-3600 s), and refused once its session ends',
    })
    .addCookieAuth('ts_access', {
      type: 'apiKey',
      in: 'cookie',
      name: 'ts_access',
      description: 'httpOnly session cookie set by sign-in',
    })
    .addCookieAuth(
      'ts_refresh',
      {
        type: 'apiKey',
        in: 'cookie',
        name: 'ts_refresh',
        description:
          'httpOnly refresh cookie set by sign-in, sent only to /api/v1/auth: an opaque random token, replaced ' +
          'on every refresh, good until sign-out or REFRESH_TOKEN_TTL_DAYS after sign-in (30 unless configured)',
      },
      'refresh',
    )
    .addApiKey(
      {
        type: 'apiKey',
        in: 'header',
        name: 'Authorization',
        description:
          "PhonePe only: SHA256(username:password) in hex of the webhook credentials set on PhonePe's dashboard " +
          '(PHONEPE_WEBHOOK_USERNAME / PHONEPE_WEBHOOK_PASSWORD)',
      },
      'phonepeWebhook',
    )
    .addApiKey(
      {
        type: 'apiKey',
        in: 'header',
        name: 'X-Razorpay-Signature',
        description:
          'RazorpayX only: the hex HMAC-SHA256 of the exact request body, keyed with the webhook secret set on ' +
          "RazorpayX's dashboard (RAZORPAYX_WEBHOOK_SECRET)",
      },
      'razorpayxWebhook',
    );
  const config = TAGS.reduce((withTags, { name, description }) => withTags.addTag(name, description), builder).build();
  const optionalAuth = declareProblemResponses(app);
  const document = SwaggerModule.createDocument(app, config, { extraModels: [Problem] });
  const described = describeProblemCodes(
    describeProblemBodies(describeParameters(describeFileUploads(describeValidation(document, app))), optionalAuth),
    refusalsByOperation(app, KERNEL_REFUSALS),
    KERNEL_REFUSALS,
  );
  // Relative: the API answers on the web app's own origin, wherever it is deployed. Public: it is
  // the web app's API and any API client's alike.
  const servers = [{ url: '/', description: API_SERVER, 'x-internal': false }];
  return describeExamples(describeIntegers({ ...described, servers }), now);
}

const API_SERVER = "This deployment (production, staging or local): the API shares the web app's origin, under /api";

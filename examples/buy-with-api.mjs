#!/usr/bin/env node
// Buys one ticket through the public API with @ticketsetu/client, the way a program would: sign in
// (or sign up), find a listing, Pay, pay on the PhonePe sandbox's page as the buyer's browser would,
// and wait until the order is completed. CI runs it against a started app
// (backend/test/client-example.int-spec.ts).
//
//   TICKETSETU_URL=http://localhost:3000 TICKETSETU_EMAIL=… TICKETSETU_PASSWORD=… node examples/buy-with-api.mjs
//
// Without TICKETSETU_EMAIL/TICKETSETU_PASSWORD it signs up a new buyer, reading the OTP from the
// development outbox (served to this computer only, never in production).
import { randomBytes, randomInt } from 'node:crypto';
import { createTicketSetuClient, formatRupees, TicketSetuError, unwrap } from '@ticketsetu/client';

const baseUrl = (process.env.TICKETSETU_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const client = createTicketSetuClient({ baseUrl });
const { api } = client;

const say = (line) => process.stdout.write(`${line}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The six digits the dev SMS adapter "sent" to `phone`: what a person would read on the phone. */
async function otpFromDevOutbox({ phone }) {
  const response = await fetch(`${baseUrl}/api/dev/outbox`);
  if (!response.ok) {
    throw new Error(
      'This server does not show its sent SMS (only a development server does, to this computer): ' +
        'set TICKETSETU_EMAIL and TICKETSETU_PASSWORD to an existing account instead.',
    );
  }
  const { sms } = await response.json();
  const code = /\b(\d{6})\b/.exec(sms.find((message) => message.phone === phone)?.text ?? '')?.[1];
  if (!code) throw new Error(`No OTP was sent to ${phone}`);
  return code;
}

async function signInOrUp() {
  const { TICKETSETU_EMAIL: email, TICKETSETU_PASSWORD: password } = process.env;
  if (email && password) return client.signIn(email, password);
  const tag = randomBytes(4).toString('hex');
  return client.signUp(
    {
      firstName: 'Api',
      lastName: 'Buyer',
      email: `api-buyer-${tag}@example.in`,
      password: `buy-with-api-${randomBytes(9).toString('base64url')}`,
      phone: `+919${String(randomInt(0, 1e9)).padStart(9, '0')}`,
      dateOfBirth: '1995-08-15',
    },
    otpFromDevOutbox,
  );
}

/** The first listing on sale that is not the buyer's own: events with tickets, then each event's listings. */
async function findListing() {
  const events = await unwrap(api.GET('/api/v1/events', { params: { query: { limit: 100 } } }));
  for (const summary of events.filter((event) => event.available_tickets > 0)) {
    const event = await unwrap(api.GET('/api/v1/events/{id}', { params: { path: { id: summary.id } } }));
    for (const listing of event.listings.filter((candidate) => candidate.available_quantity > 0)) {
      const checkout = await unwrap(
        api.GET('/api/v1/checkout/{listingId}', { params: { path: { listingId: listing.id } } }),
      );
      if (!checkout.own_listing && checkout.listing.is_on_sale) return { event, listing };
    }
  }
  throw new Error('No event has a ticket this account can buy right now.');
}

/** Where physical tickets go: the buyer's default address, else a new one. */
async function deliveryAddressId() {
  const addresses = await unwrap(api.GET('/api/v1/me/addresses'));
  const chosen = addresses.find((address) => address.is_default) ?? addresses[0];
  if (chosen) return chosen.id;
  const added = await unwrap(
    api.POST('/api/v1/me/addresses', {
      body: {
        addressLine1: '4B Sea Breeze',
        area: 'Bandra West',
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400050',
      },
    }),
  );
  return added.id;
}

/** Opens the sandbox's hosted pay page and submits its form with Pay, as the buyer's browser would. */
async function payOnPayPage(payPageUrl) {
  const page = await fetch(payPageUrl);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const token = /<input type="hidden" name="token" value="([^"]*)"/.exec(html)?.[1];
  if (!page.ok || !action || token === undefined)
    throw new Error(`The pay page at ${payPageUrl} has no form to pay with`);
  const answer = await fetch(new URL(action, payPageUrl), {
    method: 'POST',
    body: new URLSearchParams({ token, action: 'pay' }),
    redirect: 'manual', // the 303 leads back to the shop's payment-result page, which we stand in for
  });
  if (answer.status !== 303) throw new Error(`The pay page refused the payment (${answer.status})`);
}

/** Asks the shop to check with the gateway until the order is no longer pending (about 30 s at most). */
async function settled(orderId) {
  const path = { params: { path: { id: orderId } } };
  for (let attempt = 0; attempt < 30; attempt++) {
    const order = await unwrap(api.POST('/api/v1/orders/{id}/status-check', path));
    if (order.status !== 'pending') return order;
    await sleep(1000);
  }
  return unwrap(api.GET('/api/v1/orders/{id}', path));
}

async function main() {
  const session = await signInOrUp();
  say(`Signed in as ${session.user.email}`);
  const { event, listing } = await findListing();
  const delivery =
    listing.ticket_type === 'physical'
      ? { deliveryAddressId: await deliveryAddressId() }
      : { platformId: process.env.TICKETSETU_PLATFORM_ID ?? session.user.email };
  // The client adds the Idempotency-Key: a retried Pay is answered with the same order, never a second.
  const placed = await unwrap(
    api.POST('/api/v1/orders', { body: { listingId: listing.id, quantity: 1, ...delivery } }),
  );
  say(`Order ${placed.id}: ${formatRupees(placed.amount)} to pay`);
  // Rewards credit can pay for everything, and then there is no pay page.
  if (placed.status === 'pending' && placed.pay_page_url) await payOnPayPage(placed.pay_page_url);
  const order = await settled(placed.id);
  if (order.status !== 'completed') {
    throw new Error(`The order is ${order.status}${order.failure_reason ? `: ${order.failure_reason}` : ''}`);
  }
  const tickets = order.quantity === 1 ? '1 ticket' : `${order.quantity} tickets`;
  say(`Bought ${tickets} for ${event.title} (${event.venue}, ${event.city}), paid ${formatRupees(order.amount)}`);
  say(`Order ${order.id} is ${order.status}`);
  await client.signOut();
}

main().catch((error) => {
  // A refusal from the API says why in its problem's detail; anything else in its message.
  const why =
    error instanceof TicketSetuError
      ? `${error.detail} (${error.status}${error.code ? ` ${error.code}` : ''})`
      : error.message;
  console.error(`Could not buy a ticket: ${why}`);
  process.exitCode = 1;
});

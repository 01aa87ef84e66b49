import { randomUUID } from 'node:crypto';
import { PhonePeSandboxWorker } from '../../src/modules/payments/sandbox/phonepe-sandbox.worker.js';
import { Outbox } from '../../src/shared/infrastructure/outbox/outbox.js';
import { newSignedInUser } from './auth.js';
import { factories } from './factories.js';
import type { TestApp } from './test-app.js';

type Agent = Awaited<ReturnType<typeof newSignedInUser>>['agent'];

/** A saved address as the profile's form sends it. */
export interface AddressForm {
  addressLine1: string;
  area: string;
  city: string;
  state: string;
  pincode: string;
}

export const MUMBAI: AddressForm = {
  addressLine1: '4B Sea Breeze',
  area: 'Bandra West',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400050',
};

/**
 * Real purchases for tests: a listing on sale, Pay through the checkout, the sandbox's pay page
 * clicked as a browser would, and the outbox drained. The test app must listen (the PhonePe
 * adapter reaches the built-in sandbox over HTTP): createTestApp({}, { listen: true }).
 */
export function buying(t: TestApp) {
  const make = factories(t);

  const drainAll = async () => {
    await t.app.get(PhonePeSandboxWorker).drain(); // webhooks the sandbox owes us
    await t.app.get(Outbox).drain(); // emails, refunds, rewards (a sale's transfer is made with it)
    await t.app.get(Outbox).drain();
  };

  async function onSale(
    options: {
      quantity?: number;
      price?: number;
      buyerFeePercent?: number;
      type?: 'physical';
      eventDate?: Date;
      /** Where the event is (Mumbai unless given); its state is the city's unless given. */
      city?: string;
      state?: string;
    } = {},
  ) {
    const seller = await newSignedInUser(t);
    const event = await make.event({
      ...(options.city && { city: options.city }),
      ...(options.state && { state: options.state }),
      buyerFeePercent: options.buyerFeePercent ?? 0,
      sellerFeePercent: 5,
      transferInstructions: 'Transfer in the app',
      ...(options.eventDate && { eventDate: options.eventDate }),
    });
    const listing = await make.listing(
      event,
      { id: seller.id },
      {
        quantity: options.quantity ?? 2,
        price: options.price ?? 150_000,
        ...(options.type === 'physical'
          ? {
              ticketType: 'physical',
              mobileTicketType: null,
              pickupAddress: '1 MG Road, Bengaluru, Karnataka - 560001',
            }
          : { mobileTicketType: 'district' }),
      },
    );
    return { seller, event, listing };
  }

  const pay = (agent: Agent, body: object, key: string = randomUUID()) =>
    agent.post('/api/v1/orders').set('Idempotency-Key', key).send(body);

  /** Clicks a button on the sandbox's hosted pay page, as the buyer's browser would. */
  function decide(payPageUrl: string, action: 'pay' | 'fail' | 'pending') {
    const token = new URL(payPageUrl).searchParams.get('token')!;
    return t.http().post('/api/phonepe-sandbox/transact').type('form').send({ token, action });
  }

  /** Saves an address on the person's profile (their first is their default); its id. */
  const saveAddress = async (agent: Agent, address: AddressForm): Promise<string> =>
    (await agent.post('/api/v1/me/addresses').send(address).expect(201)).body.id;

  /**
   * A settled purchase of `quantity` tickets and its transfer, with everything the outbox does after.
   * `addresses`: saved on the seller's and the buyer's profiles before the buyer pays (a physical ticket's
   * buyer saves MUMBAI to have it delivered, unless given another).
   */
  async function purchase(
    options: Parameters<typeof onSale>[0] & {
      buy?: number;
      addresses?: { buyer?: AddressForm; seller?: AddressForm };
    } = {},
  ) {
    const sale = await onSale(options);
    const buyer = await newSignedInUser(t);
    if (options.addresses?.seller) await saveAddress(sale.seller.agent, options.addresses.seller);
    const buyerAddress = options.addresses?.buyer ?? (options.type === 'physical' ? MUMBAI : undefined);
    const buyerAddressId = buyerAddress && (await saveAddress(buyer.agent, buyerAddress));
    let body: object = { listingId: sale.listing.id, quantity: options.buy ?? 1, platformId: 'buyer@district' };
    if (options.type === 'physical') {
      body = { listingId: sale.listing.id, quantity: options.buy ?? 1, deliveryAddressId: buyerAddressId };
    }
    const placed = await pay(buyer.agent, body).expect(201);
    await decide(placed.body.pay_page_url, 'pay').expect(303);
    await buyer.agent.post(`/api/v1/orders/${placed.body.id}/status-check`).expect(200);
    await drainAll();
    const [transfer] = await t.sql<{ id: string }>('select id from ticket_transfers where transaction_id = ?', [
      placed.body.id,
    ]);
    return { ...sale, buyer, order: placed.body as { id: string; amount: number }, transferId: transfer!.id };
  }

  return { make, drainAll, onSale, pay, decide, purchase, saveAddress };
}

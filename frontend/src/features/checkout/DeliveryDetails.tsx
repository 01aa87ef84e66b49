import { Form, Input } from 'antd';
import type { RefObject } from 'react';
import { AddressPicker } from '../addresses';
import { platformAccount } from './checkout-rules';
import type { CheckoutSummary, Order } from './queries';

export interface DeliveryDetailsProps {
  listing: CheckoutSummary['listing'];
  /** The pending order holding the seats: its delivery details are fixed. */
  holdOrder: Order | undefined;
  sending: boolean;
  /** The address group, where an address problem takes the focus. */
  addressRef: RefObject<HTMLDivElement | null>;
  addressId: string | null | undefined;
  onAddress: (id: string | null) => void;
  addressError: string | null;
}

/** Where the tickets go: the buyer's BookMyShow / District account, or a delivery address for paper tickets. */
export function DeliveryDetails({
  listing,
  holdOrder,
  sending,
  addressRef,
  addressId,
  onAddress,
  addressError,
}: DeliveryDetailsProps) {
  if (listing.ticket_type === 'mobile') {
    const account = platformAccount(listing);
    return (
      <section className="checkout-card" aria-labelledby="checkout-delivery-title">
        <h2 id="checkout-delivery-title" className="checkout-card__title">
          Your {account.provider} account
        </h2>
        {holdOrder ? (
          <p className="checkout-locked">
            The seller transfers the tickets to <strong>{holdOrder.platform_id}</strong> on {account.provider}.
          </p>
        ) : (
          <Form.Item
            name="platformId"
            label={account.label}
            required
            rules={[{ required: true, whitespace: true, message: account.missing }]}
            extra={`The email or phone number of your ${account.provider} account: the seller transfers the tickets to it on ${account.provider}.`}
          >
            <Input maxLength={120} autoComplete="off" spellCheck={false} disabled={sending} />
          </Form.Item>
        )}
      </section>
    );
  }
  return (
    <section className="checkout-card" aria-labelledby="checkout-delivery-title">
      <h2 id="checkout-delivery-title" className="checkout-card__title">
        Delivery address
      </h2>
      {holdOrder ? (
        <p className="checkout-locked">
          Our courier partner delivers the tickets to <strong>{holdOrder.delivery_address}</strong>.
        </p>
      ) : (
        <div
          ref={addressRef}
          className="checkout-address"
          role="group"
          aria-labelledby="checkout-delivery-title"
          aria-describedby="checkout-address-hint"
          tabIndex={-1}
        >
          <p id="checkout-address-hint" className="checkout-muted checkout-address__hint">
            Our courier partner delivers the tickets to this address.
          </p>
          <AddressPicker mode="select" value={addressId} onChange={onAddress} label="Delivery address" />
          {addressError && (
            <p className="checkout-error" role="alert">
              {addressError}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

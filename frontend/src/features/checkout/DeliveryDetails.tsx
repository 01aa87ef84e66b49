import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, type RefObject, Suspense } from 'react';
import { Field, SkeletonText, TextInput } from '../../shared/ui';
import { useHydrated } from '../../shared/useHydrated';
import { platformAccount } from './checkout-rules';
import type { CheckoutSummary, Order } from './queries';

// Only a paper ticket needs the address picker (and its form): it loads when one is bought.
const addressPlaceholder = <SkeletonText title={false} lines={['100%', '100%', '61%']} />;

const AddressPicker = lazy(() => import('../addresses').then((m) => ({ default: m.AddressPicker })));

export interface DeliveryDetailsProps {
  listing: CheckoutSummary['listing'];
  /** The pending order holding the seats: its delivery details are fixed. */
  holdOrder: Order | undefined;
  sending: boolean;
  /** The buyer's account on the ticket's platform, its message, and the box (where a problem takes the focus). */
  platformId: string;
  onPlatformId: (value: string) => void;
  platformError: string | undefined;
  platformRef: RefObject<HTMLInputElement | null>;
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
  platformId,
  onPlatformId,
  platformError,
  platformRef,
  addressRef,
  addressId,
  onAddress,
  addressError,
}: DeliveryDetailsProps) {
  const hydrated = useHydrated();
  const { i18n, t } = useLingui();
  if (listing.ticket_type === 'mobile') {
    const platform = platformAccount(i18n, listing);
    const provider = platform.provider;
    const account = holdOrder?.platform_id;
    return (
      <section className="checkout-card" aria-labelledby="checkout-delivery-title">
        <h2 id="checkout-delivery-title" className="checkout-card__title">
          <Trans>Your {provider} account</Trans>
        </h2>
        {holdOrder ? (
          <p className="checkout-locked">
            <Trans>
              The seller transfers the tickets to <strong>{account}</strong> on {provider}.
            </Trans>
          </p>
        ) : (
          <Field
            id="platformId"
            label={platform.label}
            required
            error={platformError}
            extra={t`The email or phone number of your ${provider} account: the seller transfers the tickets to it on ${provider}.`}
          >
            {(control) => (
              <TextInput
                {...control}
                ref={platformRef}
                value={platformId}
                onChange={(event) => onPlatformId(event.target.value)}
                maxLength={120}
                autoComplete="off"
                spellCheck={false}
                disabled={sending}
              />
            )}
          </Field>
        )}
      </section>
    );
  }
  const address = holdOrder?.delivery_address;
  return (
    <section className="checkout-card" aria-labelledby="checkout-delivery-title">
      <h2 id="checkout-delivery-title" className="checkout-card__title">
        <Trans>Delivery address</Trans>
      </h2>
      {holdOrder ? (
        <p className="checkout-locked">
          <Trans>
            Our courier partner delivers the tickets to <strong>{address}</strong>.
          </Trans>
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
            <Trans>Our courier partner delivers the tickets to this address.</Trans>
          </p>
          {/* By the browser only: the addresses are not in a server-drawn checkout's data (ADR 79), its placeholder is. */}
          {hydrated ? (
            <Suspense fallback={addressPlaceholder}>
              <AddressPicker mode="select" value={addressId} onChange={onAddress} label={t`Delivery address`} />
            </Suspense>
          ) : (
            addressPlaceholder
          )}
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

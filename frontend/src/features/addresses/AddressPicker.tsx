import type { I18n, MessageDescriptor } from '@lingui/core';
import { ADDRESS_MESSAGES } from '@ticketsetu/contracts/address-form';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { ApiError } from '../../shared/api/api-error';
import { loadMessages, useLocale } from '../../shared/i18n';
import { useNotify } from '../../shared/notify';
import { refusedCode } from '../../shared/refused-code';
import { useSession } from '../../shared/session';
import { Button } from '../../shared/ui/Button';
import { ConfirmButton } from '../../shared/ui/ConfirmButton';
import { DeleteOutlined, EnvironmentOutlined, PlusOutlined, StarFilled, WarningOutlined } from '../../shared/ui/icons';
import { RadioGroup } from '../../shared/ui/RadioGroup';
import { SkeletonText } from '../../shared/ui/SkeletonText';
import { StatusPanel } from '../../shared/ui/StatusPanel';
import { ToneTag } from '../../shared/ui/ToneTag';
import { AddressForm } from './AddressForm';
import { addressMessage } from './check-words';
import {
  addressesQuery,
  defaultFirst,
  type NewAddress,
  type SavedAddress,
  useAddAddress,
  useDeleteAddress,
  useSetDefaultAddress,
} from './queries';
import './addresses.css';

/** The spec's notices about saved addresses, drawn in the page's language: `i18n._(PICKER_MESSAGES.saved)`. */
const PICKER_MESSAGES = {
  saved: msg`Address saved successfully!`,
  deleted: msg`Address deleted successfully!`,
  defaultUpdated: msg`Default address updated successfully!`,
  saveFailed: msg`Error saving address. Please try again.`,
  deleteFailed: msg`Error deleting address. Please try again.`,
  defaultFailed: msg`Error updating default address. Please try again.`,
  signedOut: msg`You must be logged in to add an address`,
};

/**
 * The picker's words are the account area's (lingui.config), and checkout and sell draw it on pages
 * whose catalogues do not hold them (ADR 84): there it loads them first (the sign-in page's catalogues,
 * the shell's again and the account's) and shows its skeleton meanwhile. True once they are here (at
 * once on the profile and in tests).
 */
const ACCOUNT_AREA_PAGE = '/auth';
function useAccountWords(i18n: I18n): boolean {
  const locale = useLocale();
  const here = Object.hasOwn(i18n.messages, PICKER_MESSAGES.saved.id);
  const [, setLoaded] = useState(here);
  useEffect(() => {
    if (here) return;
    let current = true;
    void loadMessages(locale, ACCOUNT_AREA_PAGE).then((messages) => {
      if (!current) return;
      i18n.load(locale, messages);
      setLoaded(true);
    });
    return () => {
      current = false;
    };
  }, [here, i18n, locale]);
  return here;
}

export interface AddressPickerProps {
  /**
   * 'manage' (profile): delete, set default, add. 'select' (sell pickup, checkout delivery): choose one
   * address (value/onChange), or add one, which is then chosen.
   */
  mode?: 'manage' | 'select';
  /** The chosen address id (select mode). Left undefined, the default address is chosen. */
  value?: string | null;
  onChange?: (addressId: string | null) => void;
  /** Names the list for assistive technology, e.g. 'Delivery address'. */
  label?: string;
}

/**
 * A 4xx answer explains itself (e.g. an invalid PIN: the address check's sentence for its code, in the
 * reader's language); anything else gets the spec's message.
 */
function explain(i18n: I18n, error: unknown, fallback: string): string {
  if (!(error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 404))
    return fallback;
  const refused = refusedCode(error, ADDRESS_MESSAGES);
  return refused ? addressMessage(i18n, refused) : error.detail;
}

function AddressText({ address }: { address: SavedAddress }) {
  return (
    <span className="address-card__text">
      <span className="address-card__line">{address.address_line1}</span>
      {address.address_line2 && <span className="address-card__line">{address.address_line2}</span>}
      <span className="address-card__line">
        {address.area}, {address.city}
      </span>
      <span className="address-card__line">
        {address.state} - {address.pincode}
      </span>
    </span>
  );
}

function DefaultBadge() {
  return (
    <ToneTag tone="info">
      <Trans>Default</Trans>
    </ToneTag>
  );
}

/** Saved addresses (default first, with a Default badge) and the add-address form, for the profile, sell and checkout pages. */
export function AddressPicker({ mode = 'manage', value, onChange, label: givenLabel }: AddressPickerProps) {
  const { user, isLoading: sessionLoading } = useSession();
  const { i18n, t } = useLingui();
  const wordsHere = useAccountWords(i18n);
  const label = givenLabel ?? t`Saved addresses`;
  const said = (words: MessageDescriptor) => i18n._(words);
  const notify = useNotify();
  const listId = useId();
  const addresses = useQuery({ ...addressesQuery(), enabled: user !== null });
  const add = useAddAddress();
  const remove = useDeleteAddress();
  const makeDefault = useSetDefaultAddress();
  const [adding, setAdding] = useState(false);
  const list = defaultFirst(addresses.data ?? []);
  const showForm = adding || (addresses.isSuccess && list.length === 0);

  // Select mode starts on the default address.
  const defaultId = list[0]?.id;
  useEffect(() => {
    if (mode === 'select' && value === undefined && defaultId) onChange?.(defaultId);
  }, [defaultId, mode, onChange, value]);

  const save = async (address: NewAddress): Promise<SavedAddress | undefined> => {
    if (!user) {
      notify(said(PICKER_MESSAGES.signedOut), { tone: 'error' });
      return undefined;
    }
    try {
      const saved = await add.mutateAsync(address);
      notify(said(PICKER_MESSAGES.saved));
      setAdding(false);
      if (mode === 'select') onChange?.(saved.id);
      return saved;
    } catch (error) {
      notify(explain(i18n, error, said(PICKER_MESSAGES.saveFailed)));
      return undefined;
    }
  };

  const deleteAddress = (address: SavedAddress) =>
    remove.mutateAsync(address.id).then(
      () => {
        notify(said(PICKER_MESSAGES.deleted));
        if (value === address.id) onChange?.(null);
      },
      () => notify(said(PICKER_MESSAGES.deleteFailed)),
    );

  const setDefault = (address: SavedAddress) =>
    makeDefault.mutate(address.id, {
      onSuccess: () => notify(said(PICKER_MESSAGES.defaultUpdated)),
      onError: () => notify(said(PICKER_MESSAGES.defaultFailed)),
    });

  // Nothing to act on until we know who is here: an add button before that would do nothing.
  if (!wordsHere || sessionLoading || (user && addresses.isPending)) {
    return (
      <div className="address-picker" aria-busy="true">
        <SkeletonText lines={['100%', '100%', '61%']} />
      </div>
    );
  }
  if (!user) {
    return (
      <div className="address-picker">
        <p className="address-picker__empty">{said(PICKER_MESSAGES.signedOut)}</p>
      </div>
    );
  }

  let body;
  if (addresses.isError) {
    body = (
      <StatusPanel
        tone="error"
        headingLevel={3}
        icon={<WarningOutlined />}
        title={t`We couldn’t load your addresses`}
        actions={
          <Button onClick={() => void addresses.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        }
      >
        <p>{explain(i18n, addresses.error, t`Please try again.`)}</p>
      </StatusPanel>
    );
  } else if (list.length === 0) {
    body = (
      <p className="address-picker__empty">
        <EnvironmentOutlined aria-hidden="true" /> <Trans>No saved addresses yet.</Trans>
      </p>
    );
  } else if (mode === 'select') {
    body = (
      <RadioGroup
        className="address-list address-list--select"
        optionClassName="address-card address-card--option"
        value={value ?? undefined}
        onChange={(chosen) => onChange?.(chosen)}
        aria-label={label}
        options={list.map((address) => ({
          value: address.id,
          label: (
            <span className="address-card__body">
              <AddressText address={address} />
              {address.is_default && <DefaultBadge />}
            </span>
          ),
        }))}
      />
    );
  } else {
    body = (
      <ul className="address-list" aria-label={label} id={listId}>
        {list.map((address) => {
          const addressText = address.text;
          return (
            <li key={address.id} className={`address-card${address.is_default ? ' address-card--default' : ''}`}>
              <div className="address-card__body">
                <AddressText address={address} />
                {address.is_default && <DefaultBadge />}
              </div>
              <div className="address-card__actions">
                {!address.is_default && (
                  <Button
                    size="small"
                    icon={<StarFilled aria-hidden="true" />}
                    loading={makeDefault.isPending && makeDefault.variables === address.id}
                    onClick={() => setDefault(address)}
                    aria-label={t`Set as default: ${addressText}`}
                  >
                    <Trans>Set as default</Trans>
                  </Button>
                )}
                <ConfirmButton
                  title={t`Delete this address?`}
                  description={address.text}
                  okText={t`Delete`}
                  dangerous
                  cancelText={t`Keep`}
                  onConfirm={() => deleteAddress(address)}
                  size="small"
                  danger
                  icon={<DeleteOutlined aria-hidden="true" />}
                  loading={remove.isPending && remove.variables === address.id}
                  aria-label={t`Delete address: ${addressText}`}
                >
                  <Trans>Delete</Trans>
                </ConfirmButton>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="address-picker">
      {body}
      {showForm ? (
        <div className="address-picker__form">
          <h3 className="address-picker__form-title">
            <Trans>Add a new address</Trans>
          </h3>
          <AddressForm
            idPrefix={`address-${mode}`}
            saving={add.isPending}
            onSave={save}
            onCancel={list.length > 0 ? () => setAdding(false) : undefined}
          />
        </div>
      ) : (
        <Button
          icon={<PlusOutlined aria-hidden="true" />}
          className="address-picker__add"
          onClick={() => setAdding(true)}
        >
          <Trans>Add a new address</Trans>
        </Button>
      )}
    </div>
  );
}

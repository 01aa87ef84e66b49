import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ADDRESS_MAX_LENGTH, checkAddress } from '@ticketsetu/contracts/address-form';
import { type FormEvent, type ReactNode, useMemo } from 'react';
import { INDIAN_STATES, type IndianState } from '../../shared/rules';
import { Button } from '../../shared/ui/Button';
import { Field } from '../../shared/ui/fields/Field';
import { TextInput } from '../../shared/ui/fields/inputs';
import { type FieldErrors, useFormFields } from '../../shared/ui/fields/form-state';
import { ListboxSelect } from '../../shared/ui/ListboxSelect';
import { addressMessage, stateName } from './check-words';
import type { NewAddress } from './queries';

type AddressField = 'addressLine1' | 'addressLine2' | 'area' | 'city' | 'state' | 'pincode';

const EMPTY: Record<AddressField, string> = {
  addressLine1: '',
  addressLine2: '',
  area: '',
  city: '',
  state: '',
  pincode: '',
};

/** contracts' checkAddress (the server's own check) as the message under each field, in the page's language. */
function problemsOf(i18n: I18n, values: Record<AddressField, string>): FieldErrors<AddressField> {
  return Object.fromEntries(checkAddress(values).map(({ field, code }) => [field, addressMessage(i18n, code)]));
}

/** The label antd's `requiredMark="optional"` drew: the one field that may stay empty says so. */
function Optional({ children }: { children: ReactNode }) {
  return (
    <>
      {children}{' '}
      <span className="address-form__optional">
        <Trans>(optional)</Trans>
      </span>
    </>
  );
}

/** Line 1, area, city, state (36 states and union territories) and a 6-digit PIN are required; line 2 is optional. */
export function AddressForm({
  idPrefix,
  saving,
  onSave,
  onCancel,
}: {
  /** Keeps input ids unique when two forms are on a page. */
  idPrefix: string;
  saving: boolean;
  onSave: (address: NewAddress) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const form = useFormFields(EMPTY);
  const { i18n, t } = useLingui();
  const stateOptions = useMemo(
    () => INDIAN_STATES.map((state) => ({ value: state, label: stateName(i18n, state) })),
    [i18n],
  );
  const id = (name: AddressField) => `${idPrefix}_${name}`;

  // As antd's validateTrigger onChange: a changed field is checked again at once.
  const change = (name: AddressField, value: string) => {
    form.setValue(name, value);
    form.setErrors({ ...form.errors, [name]: problemsOf(i18n, { ...form.values, [name]: value })[name] });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    const problems = problemsOf(i18n, form.values);
    form.setErrors(problems);
    if (Object.keys(problems).length > 0) {
      form.focusFirstInvalid(target);
      return;
    }
    const { values } = form;
    const saved = await onSave({
      addressLine1: values.addressLine1.trim(),
      addressLine2: values.addressLine2.trim() || null,
      area: values.area.trim(),
      city: values.city.trim(),
      state: values.state as IndianState,
      pincode: values.pincode.trim(),
    });
    if (saved) form.reset();
  };

  const text = (name: AddressField, props: Parameters<typeof TextInput>[0]) => (
    <TextInput
      {...props}
      value={form.values[name]}
      maxLength={
        props.maxLength ??
        (name === 'addressLine1' || name === 'addressLine2' ? ADDRESS_MAX_LENGTH.line : ADDRESS_MAX_LENGTH.place)
      }
      onChange={(event) => change(name, event.target.value)}
    />
  );

  return (
    // The spec's messages, not the browser's own bubbles, report problems.
    <form noValidate onSubmit={(event) => void submit(event)} className="address-form">
      <Field id={id('addressLine1')} label={t`Address line 1`} error={form.errors.addressLine1} required>
        {(control) =>
          text('addressLine1', {
            ...control,
            autoComplete: 'address-line1',
            placeholder: t`House / flat no., building, street`,
          })
        }
      </Field>
      <Field id={id('addressLine2')} label={<Optional>{t`Address line 2`}</Optional>}>
        {(control) =>
          text('addressLine2', { ...control, autoComplete: 'address-line2', placeholder: t`Landmark (optional)` })
        }
      </Field>
      <div className="address-form__row">
        <Field id={id('area')} label={t`Area`} error={form.errors.area} required>
          {(control) => text('area', { ...control, autoComplete: 'address-level3', placeholder: t`Locality` })}
        </Field>
        <Field id={id('city')} label={t`City`} error={form.errors.city} required>
          {(control) => text('city', { ...control, autoComplete: 'address-level2' })}
        </Field>
      </div>
      <div className="address-form__row">
        <Field id={id('state')} label={t`State / union territory`} error={form.errors.state} required>
          {(control) => (
            <ListboxSelect<string>
              {...control}
              options={stateOptions}
              value={form.values.state || undefined}
              placeholder={t`Choose a state`}
              onChange={(value) => change('state', value ?? '')}
            />
          )}
        </Field>
        <Field id={id('pincode')} label={t`PIN code`} error={form.errors.pincode} required>
          {(control) =>
            text('pincode', {
              ...control,
              autoComplete: 'postal-code',
              inputMode: 'numeric',
              maxLength: ADDRESS_MAX_LENGTH.pin,
              placeholder: '560038',
            })
          }
        </Field>
      </div>
      <div className="address-form__actions">
        <Button type="primary" htmlType="submit" loading={saving}>
          <Trans>Save address</Trans>
        </Button>
        {onCancel && (
          <Button onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}

import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { DeleteOutlined } from '../../shared/ui/icons';
import { INVALID_PAN, isPan, PAN_NAME_REQUIRED } from '@ticketsetu/contracts/tax';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../shared/api/api-error';
import { useNotify } from '../../shared/notify';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { Field } from '../../shared/ui/fields/Field';
import { firstFailure, requiredRule, type Rule, useFormFields } from '../../shared/ui/fields/form-state';
import { TextInput } from '../../shared/ui/fields/inputs';
import { type Profile, useUpdateProfile } from './queries';
import { PAN_EXAMPLE, contractSentence } from './check-words';
import { tdsFigures } from './tds-words';

interface PanValues {
  pan: string;
  panName: string;
}

type PanField = keyof PanValues;
const isPanField = (field: string): field is PanField => field === 'pan' || field === 'panName';

const rulesIn = (i18n: I18n): Record<PanField, readonly Rule[]> => ({
  pan: [(value) => (isPan(value.trim()) ? undefined : contractSentence(i18n, INVALID_PAN))],
  panName: [requiredRule(contractSentence(i18n, PAN_NAME_REQUIRED))],
});
const FIELDS: readonly PanField[] = ['pan', 'panName'];

function initialValues(profile: Profile): PanValues {
  return { pan: profile.pan ?? '', panName: profile.pan_name ?? '' };
}

/** The PAN that TDS is withheld under (ADR 49), with the name as on it; saved and removed on its own. */
export function PanForm({ profile }: { profile: Profile }) {
  const { i18n, t } = useLingui();
  // One set of rules per language (useFormFields wants them stable).
  const rules = useMemo(() => rulesIn(i18n), [i18n]);
  const form = useFormFields(initialValues(profile), rules);
  const formRef = useRef<HTMLFormElement>(null);
  const [askingRemoval, setAskingRemoval] = useState(false);
  const notify = useNotify();
  const update = useUpdateProfile();
  const saved = Boolean(profile.pan);
  const { withoutPan } = tdsFigures();

  const show = (values: PanValues) => {
    for (const name of FIELDS) form.setValue(name, values[name]);
  };

  /** The server's refusal on the field it names (a bad PAN, a missing name), else a message. */
  const showRefusal = (error: unknown) => {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      const onFields = (error.problem?.errors ?? []).filter((e) => isPanField(e.field));
      if (onFields.length > 0) {
        form.setErrors(Object.fromEntries(onFields.map((e) => [e.field, contractSentence(i18n, e.message)])));
        if (formRef.current) form.focusFirstInvalid(formRef.current);
      }
      notify(contractSentence(i18n, error.detail), { tone: 'error' });
      return;
    }
    notify(t`Error saving PAN. Please try again.`);
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    if (!form.validate(event.currentTarget)) {
      // The first field's message is also said aloud, as antd's onFinishFailed did.
      const first = FIELDS.map((name) => firstFailure(form.values[name], rules[name])).find(Boolean);
      if (first) notify(first, { tone: 'error' });
      return;
    }
    update.mutate(
      { pan: form.values.pan.trim(), panName: form.values.panName.trim() },
      {
        onSuccess: (changed) => {
          notify(t`PAN saved successfully!`);
          show(initialValues(changed));
        },
        onError: showRefusal,
      },
    );
  };

  const remove = async () => {
    if (update.isPending) return;
    try {
      const changed = await update.mutateAsync({ pan: null });
      notify(t`PAN removed successfully!`);
      show(initialValues(changed));
    } catch (error) {
      const reason = errorMessage(error, i18n);
      notify(t`Error removing PAN: ${reason}`);
    }
    setAskingRemoval(false);
  };

  return (
    // The spec's messages, not the browser's own bubbles, report problems.
    <form ref={formRef} noValidate id="pan" onSubmit={save} className="profile-form">
      <Field id="pan_pan" label={t`PAN`} error={form.errors.pan} required>
        {(field) => (
          <TextInput
            {...field}
            name="pan"
            value={form.values.pan}
            // Typed as it is printed on the card: in capitals.
            onChange={(event) => form.setValue('pan', event.target.value.toUpperCase())}
            placeholder={PAN_EXAMPLE}
            maxLength={10}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
        )}
      </Field>
      <Field id="pan_panName" label={t`Name as on PAN`} error={form.errors.panName} required>
        {(field) => (
          <TextInput
            {...field}
            name="panName"
            value={form.values.panName}
            onChange={(event) => form.setValue('panName', event.target.value)}
            autoComplete="name"
            maxLength={120}
          />
        )}
      </Field>
      <div className="profile-form__actions">
        <Button type="primary" htmlType="submit" loading={update.isPending && !askingRemoval}>
          <Trans>Save PAN</Trans>
        </Button>
        {saved && (
          <Button danger icon={<DeleteOutlined aria-hidden="true" />} onClick={() => setAskingRemoval(true)}>
            <Trans>Remove PAN</Trans>
          </Button>
        )}
      </div>
      <Dialog
        open={askingRemoval}
        title={t`Remove your PAN?`}
        onCancel={() => setAskingRemoval(false)}
        footer={
          <>
            <Button onClick={() => setAskingRemoval(false)}>
              <Trans>Keep it</Trans>
            </Button>
            <Button type="primary" danger loading={update.isPending} onClick={() => void remove()}>
              <Trans>Remove PAN</Trans>
            </Button>
          </>
        }
      >
        <p>{t`Without a PAN, ${withoutPan} of each sale is withheld as income tax (TDS).`}</p>
      </Dialog>
    </form>
  );
}

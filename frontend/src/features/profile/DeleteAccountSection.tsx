import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DeleteOutlined } from '../../shared/ui/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/api-error';
import { useNotify } from '../../shared/notify';
import { forgetSession } from '../../shared/session';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { useRequestAccountDeletion } from './queries';

/** The server's answer (the spec's words), in the reader's language when it is this sentence. */
const DELETION_RECORDED =
  'Your account deletion request is recorded. Your data will be erased within 7 days once nothing is pending.';
const DELETION_RECORDED_WORDS = msg`Your account deletion request is recorded. Your data will be erased within 7 days once nothing is pending.`;

/** Account deletion: recorded now, data erased within 7 days once nothing is pending; signs out to home. */
export function DeleteAccountSection() {
  const [asking, setAsking] = useState(false);
  const notify = useNotify();
  const router = useRouter();
  const queryClient = useQueryClient();
  const deletion = useRequestAccountDeletion();
  const { i18n, t } = useLingui();

  const remove = async () => {
    if (deletion.isPending) return;
    try {
      const answer = await deletion.mutateAsync();
      notify(answer.message === DELETION_RECORDED ? i18n._(DELETION_RECORDED_WORDS) : answer.message, {
        duration: 6,
      });
      await router.navigate({ to: '/' });
      forgetSession(queryClient);
    } catch (error) {
      const reason = errorMessage(error, i18n);
      notify(t`Error deleting account: ${reason}`);
      setAsking(false);
    }
  };

  return (
    <div className="danger-zone">
      <p>
        <Trans>
          Deleting your account closes it at once. Your personal data is erased within 7 days when nothing is pending;
          records of past payments are kept, anonymised.
        </Trans>
      </p>
      <Button danger icon={<DeleteOutlined aria-hidden="true" />} onClick={() => setAsking(true)}>
        <Trans>Delete my account</Trans>
      </Button>
      <Dialog
        open={asking}
        title={t`Delete your account?`}
        onCancel={() => setAsking(false)}
        footer={
          <>
            <Button onClick={() => setAsking(false)}>
              <Trans>Keep my account</Trans>
            </Button>
            <Button type="primary" danger loading={deletion.isPending} onClick={() => void remove()}>
              <Trans>Delete my account</Trans>
            </Button>
          </>
        }
      >
        <p>
          <Trans>
            You will be signed out on every device and will not be able to sign in again. Your personal data is erased
            within 7 days, once nothing is pending (such as a ticket transfer or a payout).
          </Trans>
        </p>
        <p>
          <Trans>This cannot be undone.</Trans>
        </p>
      </Dialog>
    </div>
  );
}

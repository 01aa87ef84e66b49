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

/** Account deletion: recorded now, data erased within 7 days once nothing is pending; signs out to home. */
export function DeleteAccountSection() {
  const [asking, setAsking] = useState(false);
  const notify = useNotify();
  const router = useRouter();
  const queryClient = useQueryClient();
  const deletion = useRequestAccountDeletion();

  const remove = async () => {
    if (deletion.isPending) return;
    try {
      const answer = await deletion.mutateAsync();
      notify(answer.message, { duration: 6 });
      await router.navigate({ to: '/' });
      forgetSession(queryClient);
    } catch (error) {
      notify(`Error deleting account: ${errorMessage(error)}`);
      setAsking(false);
    }
  };

  return (
    <div className="danger-zone">
      <p>
        Deleting your account closes it at once. Your personal data is erased within 7 days when nothing is pending;
        records of past payments are kept, anonymised.
      </p>
      <Button danger icon={<DeleteOutlined aria-hidden="true" />} onClick={() => setAsking(true)}>
        Delete my account
      </Button>
      <Dialog
        open={asking}
        title="Delete your account?"
        onCancel={() => setAsking(false)}
        footer={
          <>
            <Button onClick={() => setAsking(false)}>Keep my account</Button>
            <Button type="primary" danger loading={deletion.isPending} onClick={() => void remove()}>
              Delete my account
            </Button>
          </>
        }
      >
        <p>
          You will be signed out on every device and will not be able to sign in again. Your personal data is erased
          within 7 days, once nothing is pending (such as a ticket transfer or a payout).
        </p>
        <p>This cannot be undone.</p>
      </Dialog>
    </div>
  );
}

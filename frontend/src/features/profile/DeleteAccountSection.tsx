import { DeleteOutlined } from '../../shared/ui/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Button, Modal } from 'antd';
import { errorMessage } from '../../shared/api/api-error';
import { useNotify } from '../../shared/notify';
import { forgetSession } from '../../shared/session';
import { MAIN_CONTENT_ID } from '../../shared/ui/SkipLink';
import { useRequestAccountDeletion } from './queries';

/** Account deletion: recorded now, data erased within 7 days once nothing is pending; signs out to home. */
export function DeleteAccountSection() {
  const [modal, confirmHolder] = Modal.useModal();
  const notify = useNotify();
  const router = useRouter();
  const queryClient = useQueryClient();
  const deletion = useRequestAccountDeletion();

  const confirm = () =>
    modal.confirm({
      title: 'Delete your account?',
      content: (
        <>
          <p>
            You will be signed out on every device and will not be able to sign in again. Your personal data is erased
            within 7 days, once nothing is pending (such as a ticket transfer or a payout).
          </p>
          <p>This cannot be undone.</p>
        </>
      ),
      okText: 'Delete my account',
      okButtonProps: { danger: true },
      cancelText: 'Keep my account',
      getContainer: () => document.getElementById(MAIN_CONTENT_ID) ?? document.body,
      onOk: async () => {
        try {
          const answer = await deletion.mutateAsync();
          notify(answer.message, { duration: 6 });
          await router.navigate({ to: '/' });
          forgetSession(queryClient);
        } catch (error) {
          notify(`Error deleting account: ${errorMessage(error)}`);
        }
      },
    });

  return (
    <div className="danger-zone">
      {confirmHolder}
      <p>
        Deleting your account closes it at once. Your personal data is erased within 7 days when nothing is pending;
        records of past payments are kept, anonymised.
      </p>
      <Button danger icon={<DeleteOutlined aria-hidden="true" />} onClick={confirm}>
        Delete my account
      </Button>
    </div>
  );
}

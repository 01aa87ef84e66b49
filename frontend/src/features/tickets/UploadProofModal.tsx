import { Form, Modal } from 'antd';
import { useState } from 'react';
import { ticketCount } from '../../shared/format';
import { useNotify } from '../../shared/notify';
import { PROOF_MESSAGES, refusalMessage } from './after-sale-messages';
import { isUploadCancelled, useUpload } from '../../shared/ui/FilePicker/use-upload';
import { FilesPicker } from '../selling';
import { type Sale, useUploadProof } from './queries';

export interface UploadProofTarget {
  sale: Sale;
  eventTitle: string;
}

/**
 * Upload Proof: screenshots or a PDF showing the tickets were sent to the buyer's account. At least
 * one file; the transfer is then marked sent and the buyer asked to confirm. Mount it with a key per
 * transfer so each opening starts with an empty list.
 */
export function UploadProofModal({ target, onClose }: { target: UploadProofTarget | null; onClose: () => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadProof();
  const sending = useUpload();
  const notify = useNotify();

  const submit = async () => {
    if (!target || upload.isPending) return;
    const chosen = files;
    if (chosen.length === 0) {
      setError(PROOF_MESSAGES.needed);
      return;
    }
    try {
      const answer = await sending.run((controls) =>
        upload.mutateAsync({ transferId: target.sale.id, files: chosen, controls }),
      );
      notify(answer.message || PROOF_MESSAGES.uploaded);
      onClose();
    } catch (failure) {
      // Cancelled by the seller: the picker says so and offers to send again.
      if (isUploadCancelled(failure)) return;
      // Red whatever the words (a refused file's message says neither Error nor Failed: ADR 13).
      notify(refusalMessage(failure, PROOF_MESSAGES.failed), { tone: 'error' });
    }
  };

  return (
    <Modal
      open={target !== null}
      title="Upload Proof"
      okText="Upload Proof"
      cancelText="Cancel"
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={upload.isPending}
      destroyOnHidden
    >
      {target && (
        <Form layout="vertical" requiredMark={false} component="div">
          <p className="proof-modal__summary">
            <strong>{target.eventTitle}</strong>
            <span>
              {ticketCount(target.sale.quantity)} to{' '}
              <span className="proof-modal__account">{target.sale.platform_id}</span>
            </span>
          </p>
          <p className="proof-modal__text">
            After transferring the tickets on the platform, upload a screenshot or PDF of the transfer confirmation. The
            buyer can see these files; we show them to our team if there is a problem.
          </p>
          <FilesPicker
            id={`proof-files-${target.sale.id}`}
            label="Proof of transfer"
            value={files}
            onChange={(next) => {
              setFiles(next);
              if (next.length > 0) setError(null);
            }}
            error={error}
            disabled={upload.isPending}
            upload={sending.state}
            onCancel={sending.cancel}
            onRetry={() => void submit()}
          />
        </Form>
      )}
    </Modal>
  );
}

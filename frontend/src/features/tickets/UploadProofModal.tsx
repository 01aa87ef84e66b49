import { checkProof, PROOF_MESSAGES as PROOF_RULES } from '@ticketsetu/contracts/transfers';
import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../../shared/api/idempotency-key';
import { ticketCount } from '../../shared/format';
import { useNotify } from '../../shared/notify';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { isUploadCancelled, useUpload } from '../../shared/ui/FilePicker/use-upload';
import { FilesPicker } from '../selling';
import { PROOF_MESSAGES, refusalMessage } from './after-sale-messages';
import { type Sale, useUploadProof } from './queries';

export interface UploadProofTarget {
  sale: Sale;
  eventTitle: string;
}

/** What makes two sends the same proof: its files (name, size, last change). */
const signatureOf = (files: readonly File[]) =>
  JSON.stringify(files.map((file) => [file.name, file.size, file.lastModified]));

/**
 * Upload Proof: screenshots or a PDF showing the tickets were sent to the buyer's account. At least
 * one file (contracts' checkProof, the server's own check); the transfer is then marked sent and the
 * buyer asked to confirm. The same files sent again (Send again after a drop, another press after a
 * lost answer) carry the same Idempotency-Key, so the server stores them once (ADR 77). Mount it with
 * a key per transfer so each opening starts with an empty list.
 */
export function UploadProofModal({ target, onClose }: { target: UploadProofTarget | null; onClose: () => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadProof();
  const sending = useUpload();
  const notify = useNotify();
  const sent = useRef<{ signature: string; key: string } | null>(null);

  const submit = async () => {
    if (!target || upload.isPending) return;
    const chosen = files;
    const [problem] = checkProof(chosen);
    if (problem) {
      setError(PROOF_RULES[problem.code]);
      return;
    }
    const signature = signatureOf(chosen);
    if (sent.current?.signature !== signature) sent.current = { signature, key: newIdempotencyKey() };
    const idempotencyKey = sent.current.key;
    try {
      const answer = await sending.run((controls) =>
        upload.mutateAsync({ transferId: target.sale.id, files: chosen, idempotencyKey, controls }),
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
    <Dialog
      open={target !== null}
      title="Upload Proof"
      onCancel={onClose}
      // A stray tap beside the dialog must not drop the files chosen (or an upload under way).
      closeOnBackdrop={false}
      className="proof-modal"
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={upload.isPending} onClick={() => void submit()}>
            Upload Proof
          </Button>
        </>
      }
    >
      {target && (
        <>
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
        </>
      )}
    </Dialog>
  );
}

import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { checkProof } from '@ticketsetu/contracts/transfers';
import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../../shared/api/idempotency-key';
import { useNotify } from '../../shared/notify';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { isUploadCancelled, useUpload } from '../../shared/ui/FilePicker/use-upload';
import { FilesPicker } from '../../shared/proof-files/FilesPicker';
import { MAX_PROOF_FILES } from '../../shared/proof-files/rules';
import { PROOF_MESSAGES, refusalMessage } from './after-sale-messages';
import { type Sale, useUploadProof } from './queries';

export interface UploadProofTarget {
  sale: Sale;
  eventTitle: string;
}

/** contracts' PROOF_MESSAGES by code (checkProof's), in the reader's language. */
const max = MAX_PROOF_FILES;
const PROOF_RULES = {
  noFiles: msg`Please upload at least one file as proof of transfer`,
  tooManyFiles: msg`You can upload up to ${max} files`,
} as const;

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
  const { i18n, t } = useLingui();
  const [files, setFiles] = useState<File[]>([]);
  const quantity = target?.sale.quantity ?? 0;
  const account = target?.sale.platform_id;
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
      setError(i18n._(PROOF_RULES[problem.code]));
      return;
    }
    const signature = signatureOf(chosen);
    if (sent.current?.signature !== signature) sent.current = { signature, key: newIdempotencyKey() };
    const idempotencyKey = sent.current.key;
    try {
      await sending.run((controls) =>
        upload.mutateAsync({ transferId: target.sale.id, files: chosen, idempotencyKey, controls }),
      );
      // The server answers the spec's one sentence (its message): shown in the reader's language.
      notify(i18n._(PROOF_MESSAGES.uploaded));
      onClose();
    } catch (failure) {
      // Cancelled by the seller: the picker says so and offers to send again.
      if (isUploadCancelled(failure)) return;
      // Red whatever the words (a refused file's message says neither Error nor Failed: ADR 13).
      notify(refusalMessage(failure, i18n._(PROOF_MESSAGES.failed)), { tone: 'error' });
    }
  };

  return (
    <Dialog
      open={target !== null}
      title={t`Upload Proof`}
      onCancel={onClose}
      // A stray tap beside the dialog must not drop the files chosen (or an upload under way).
      closeOnBackdrop={false}
      className="proof-modal"
      footer={
        <>
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="primary" loading={upload.isPending} onClick={() => void submit()}>
            <Trans>Upload Proof</Trans>
          </Button>
        </>
      }
    >
      {target && (
        <>
          <p className="proof-modal__summary">
            <strong>{target.eventTitle}</strong>
            <span>
              <Trans>
                <Plural value={quantity} one="# ticket" other="# tickets" /> to{' '}
                <span className="proof-modal__account">{account}</span>
              </Trans>
            </span>
          </p>
          <p className="proof-modal__text">
            <Trans>
              After transferring the tickets on the platform, upload a screenshot or PDF of the transfer confirmation.
              The buyer can see these files; we show them to our team if there is a problem.
            </Trans>
          </p>
          <FilesPicker
            id={`proof-files-${target.sale.id}`}
            label={t`Proof of transfer`}
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

import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { UploadState } from '../../shared/ui/FilePicker/use-upload';
import { PROOF_FILES } from '../../shared/site-facts';
import {
  checkTicketProofFile,
  MAX_PROOF_FILES,
  TICKET_PROOF_ACCEPT,
  tooManyFiles,
} from '../../shared/proof-files/rules';

// The picker (and its progress) loads after the form's first paint: the page's first load stays small.
const FilePicker = lazy(() => import('../../shared/ui/FilePicker/FilePicker').then((m) => ({ default: m.FilePicker })));

export interface SellProofSectionProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
  /** The listing's upload, once sent (useUpload's state), with its cancel and its send again. */
  upload: UploadState | null;
  onCancel: () => void;
  onRetry: () => void;
}

/**
 * Proof of ticket: PDFs or images up to 10 MB each, at most 10; a refused file is named with why, the
 * others are listed and can be removed before submitting, and their upload shows its progress.
 */
export function SellProofSection({ files, onChange, disabled, upload, onCancel, onRetry }: SellProofSectionProps) {
  const { i18n, t } = useLingui();
  const size = PROOF_FILES.maxSizeMb;
  const max = MAX_PROOF_FILES;
  return (
    <section className="sell-section" aria-labelledby="sell-proof-heading">
      <h2 id="sell-proof-heading" className="sell-section__title">
        <Trans>Proof of ticket</Trans>
      </h2>
      <p className="sell-section__intro">
        <Trans>Your ticket as a PDF, or screenshots of the booking. Only our review team sees these files.</Trans>
      </p>
      <Suspense fallback={<div className="sell-proof-loading" aria-busy="true" />}>
        <FilePicker
          id="sell-files"
          label={t`Ticket files`}
          files={files}
          onChange={onChange}
          disabled={disabled}
          accept={TICKET_PROOF_ACCEPT}
          check={(file) => checkTicketProofFile(i18n, file)}
          maxFiles={MAX_PROOF_FILES}
          tooMany={(file) => tooManyFiles(i18n, file)}
          limits={t`PDF or image (JPEG, PNG or WebP), up to ${size} MB each, at most ${max} files.`}
          prompt={t`Click or drag files here to upload`}
          hint={t`You can remove a file from the list before you submit.`}
          upload={upload}
          onCancel={onCancel}
          onRetry={onRetry}
        />
      </Suspense>
    </section>
  );
}

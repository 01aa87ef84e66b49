import { lazy, Suspense } from 'react';
import type { UploadState } from '../../shared/ui/FilePicker/use-upload';
import { PROOF_FILES, TICKET_PROOF_KINDS } from '../../shared/site-facts';
import { checkTicketProofFile, MAX_PROOF_FILES, TICKET_PROOF_ACCEPT, TOO_MANY_FILES } from './sell-rules';

// The picker (and its progress) loads after the form's first paint: the page's first load stays small.
const FilePicker = lazy(() => import('../../shared/ui/FilePicker/FilePicker').then((m) => ({ default: m.FilePicker })));

const tooMany = (file: File) => `${file.name}: ${TOO_MANY_FILES}`;

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
  return (
    <section className="sell-section" aria-labelledby="sell-proof-heading">
      <h2 id="sell-proof-heading" className="sell-section__title">
        Proof of ticket
      </h2>
      <p className="sell-section__intro">
        Your ticket as a PDF, or screenshots of the booking. Only our review team sees these files.
      </p>
      <Suspense fallback={<div className="sell-proof-loading" aria-busy="true" />}>
        <FilePicker
          id="sell-files"
          label="Ticket files"
          files={files}
          onChange={onChange}
          disabled={disabled}
          accept={TICKET_PROOF_ACCEPT}
          check={checkTicketProofFile}
          maxFiles={MAX_PROOF_FILES}
          tooMany={tooMany}
          limits={`${TICKET_PROOF_KINDS}, up to ${PROOF_FILES.maxSizeMb} MB each, at most ${MAX_PROOF_FILES} files.`}
          prompt="Click or drag files here to upload"
          hint="You can remove a file from the list before you submit."
          upload={upload}
          onCancel={onCancel}
          onRetry={onRetry}
        />
      </Suspense>
    </section>
  );
}

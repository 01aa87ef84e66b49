import { useLingui } from '@lingui/react/macro';
import { FilePicker } from '../ui/FilePicker/FilePicker';
import type { UploadState } from '../ui/FilePicker/use-upload';
import { PROOF_FILES } from '../site-facts';
import { checkProofFile, MAX_PROOF_FILES, PROOF_ACCEPT, tooManyFiles } from './rules';

export interface FilesPickerProps {
  /** The file input's id (the label points at it). */
  id: string;
  label: string;
  value: readonly File[];
  onChange: (files: File[]) => void;
  /** A problem the form found (e.g. no file chosen when one is needed), shown under the list. */
  error?: string | null;
  disabled?: boolean;
  /** The upload of these files, once the form sends them (useUpload). */
  upload?: UploadState | null;
  onCancel?: () => void;
  onRetry?: () => void;
}

/**
 * The kit's FilePicker with the proof rules every upload after a sale uses (a transfer's proof, a
 * dispute's evidence): PDF or image files, 10 MB each, at most 10; each file is looked at in the
 * browser first (the server checks the bytes again) and nothing is sent until the form is submitted.
 */
export function FilesPicker({ value, ...rest }: FilesPickerProps) {
  const { i18n, t } = useLingui();
  const size = PROOF_FILES.maxSizeMb;
  const max = MAX_PROOF_FILES;
  return (
    <FilePicker
      {...rest}
      files={value}
      accept={PROOF_ACCEPT}
      check={(file) => checkProofFile(i18n, file)}
      maxFiles={MAX_PROOF_FILES}
      tooMany={(file) => tooManyFiles(i18n, file)}
      limits={t`PDF or image (JPEG, PNG, WebP or HEIC), up to ${size} MB each, at most ${max} files.`}
      prompt={t`Click or drag files here`}
      hint={t`You can remove a file from the list before you send.`}
    />
  );
}

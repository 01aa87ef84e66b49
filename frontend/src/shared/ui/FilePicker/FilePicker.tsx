import { Trans, useLingui } from '@lingui/react/macro';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import { formatFileSize } from '../../format';
import { useLocale } from '../../i18n';
import { useHydrated } from '../../useHydrated';
import { Button } from '../Button';
import { DeleteOutlined, InboxOutlined } from '../icons';
import { fileFractions, percent } from './progress';
import type { UploadState } from './use-upload';
import './file-picker.css';

export interface FilePickerProps {
  /** The file input's id: the label's `for`; `{id}_help` and `{id}_extra` name the texts below it. */
  id: string;
  label: ReactNode;
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** The chooser's filter (types and extensions). */
  accept: string;
  /** What may be chosen, shown under the box and read with the input ('PDF or images, up to 10 MB each…'). */
  limits: string;
  /** A file's problem (too large, another kind), or null when it may be sent. */
  check: (file: File) => string | null;
  maxFiles: number;
  /** The problem of a file chosen past `maxFiles`. */
  tooMany: (file: File) => string;
  /** The drop zone's words. */
  prompt: string;
  hint: string;
  /** A problem the form found (no file chosen where one is needed), shown with the file problems. */
  error?: string | null;
  disabled?: boolean;
  /** The upload on its way, or the one that ended half-way (useUpload's state). */
  upload?: UploadState | null;
  onCancel?: () => void;
  /** Sends the same files again (after a dropped connection or a cancel). */
  onRetry?: () => void;
}

/**
 * Files to send with a form: chosen with the keyboard (the file input takes focus; Enter or Space
 * opens the chooser), by a click on the zone or by dropping them on it. Each file is checked in the
 * browser first (the server checks the bytes again) and listed, removable until sent. While the form
 * sends them it shows each file's progress and the whole, with a Cancel; a dropped connection says
 * so and offers to send again.
 */
export function FilePicker(props: FilePickerProps) {
  const { id, label, files, onChange, accept, limits, check, maxFiles, tooMany, prompt, hint, error } = props;
  const { upload, onCancel, onRetry } = props;
  const hydrated = useHydrated();
  const { t } = useLingui();
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [over, setOver] = useState(false);
  const sending = upload?.phase === 'sending';
  const off = Boolean(props.disabled) || sending || !hydrated;

  const add = (chosen: readonly File[]) => {
    const kept: File[] = [];
    const refused: string[] = [];
    for (const file of chosen) {
      let problem = check(file);
      if (!problem && files.length + kept.length >= maxFiles) problem = tooMany(file);
      if (problem) refused.push(problem);
      else kept.push(file);
    }
    // A new choice of files replaces the previous choice's problems.
    setProblems(refused);
    if (kept.length > 0) onChange([...files, ...kept]);
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (!off) add(Array.from(event.dataTransfer.files));
  };

  const shown = [...problems, ...(error ? [error] : [])];
  const helpId = shown.length > 0 ? `${id}_help` : undefined;
  const extraId = `${id}_extra`;
  const fractions = upload
    ? fileFractions(
        files.map((file) => file.size),
        upload,
      )
    : [];
  const classes = ['ts-file-picker', shown.length > 0 && 'ts-file-picker--error', off && 'ts-file-picker--disabled'];

  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <label className="ts-file-picker__label" htmlFor={id}>
        {label}
      </label>
      <div
        className={['ts-file-picker__zone', over && 'ts-file-picker__zone--over'].filter(Boolean).join(' ')}
        onClick={() => !off && input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          if (!off) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <input
          ref={input}
          id={id}
          className="ts-file-picker__input"
          type="file"
          multiple
          accept={accept}
          disabled={off}
          aria-describedby={[helpId, extraId].filter(Boolean).join(' ')}
          aria-invalid={shown.length > 0 ? true : undefined}
          // The zone's click opens the chooser: the input's own click must not bubble back to it.
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => {
            add(Array.from(event.currentTarget.files ?? []));
            // The same file may be chosen again after it is removed.
            event.currentTarget.value = '';
          }}
        />
        <InboxOutlined className="ts-file-picker__icon" aria-hidden="true" />
        <p className="ts-file-picker__prompt">{prompt}</p>
        <p className="ts-file-picker__hint">{hint}</p>
      </div>
      <div className="ts-file-picker__additional">
        {shown.length > 0 && (
          <ul id={helpId} className="ts-file-picker__problems">
            {shown.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
        <div id={extraId} className="ts-file-picker__extra">
          {limits}
        </div>
      </div>
      {files.length > 0 && (
        <ul className="ts-file-picker__list" aria-label={t`Chosen files`}>
          {files.map((file, index) => {
            const name = file.name;
            return (
              <li key={`${index}-${file.name}`} className="ts-file-picker__file">
                <span className="ts-file-picker__name">{file.name}</span>
                <span className="ts-file-picker__size">{formatFileSize(file.size, locale)}</span>
                {upload ? (
                  <progress
                    className="ts-file-picker__bar"
                    aria-label={t`${name} sent`}
                    max={100}
                    value={Math.round((fractions[index] ?? 0) * 100)}
                  />
                ) : (
                  <Button
                    type="text"
                    size="small"
                    className="ts-file-picker__remove"
                    icon={<DeleteOutlined aria-hidden="true" />}
                    aria-label={t`Remove file ${name}`}
                    disabled={off}
                    onClick={() => onChange(files.filter((_, at) => at !== index))}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {upload && <UploadStatus upload={upload} onCancel={onCancel} onRetry={onRetry} />}
    </div>
  );
}

function UploadStatus({
  upload,
  onCancel,
  onRetry,
}: {
  upload: UploadState;
  onCancel?: () => void;
  onRetry?: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  if (upload.phase === 'sending') {
    const sent = formatFileSize(upload.loaded, locale);
    const all = formatFileSize(upload.total, locale);
    const share = percent(upload);
    return (
      <div className="ts-file-picker__status" role="status">
        <div className="ts-file-picker__status-line">
          <span>{upload.total > 0 ? t`Sending ${sent} of ${all} (${share}%)` : t`Sending ${sent} (${share}%)`}</span>
          {onCancel && (
            <Button size="small" onClick={onCancel}>
              <Trans>Cancel upload</Trans>
            </Button>
          )}
        </div>
        <progress className="ts-file-picker__bar" aria-label={t`All files sent`} max={100} value={share} />
      </div>
    );
  }
  const dropped = upload.phase === 'dropped';
  return (
    <div
      className={['ts-file-picker__status', dropped && 'ts-file-picker__status--dropped'].filter(Boolean).join(' ')}
      role={dropped ? 'alert' : 'status'}
    >
      <div className="ts-file-picker__status-line">
        <span>
          {dropped
            ? t`The connection dropped before your files were sent. Check your connection and send them again.`
            : t`Upload cancelled.`}
        </span>
        {onRetry && (
          <Button size="small" type={dropped ? 'primary' : 'default'} onClick={onRetry}>
            <Trans>Send again</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}

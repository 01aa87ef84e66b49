import { InboxOutlined } from '@ant-design/icons';
import { Form, Upload, type UploadFile } from 'antd';
import type { RcFile } from 'antd/es/upload';
import { useState } from 'react';
import { PROOF_FILES } from '../../shared/site-facts';
import { checkProofFile, MAX_PROOF_FILES, PROOF_ACCEPT, TOO_MANY_FILES } from './sell-rules';
import './files-picker.css';

export interface FilesPickerProps {
  /** The drop zone's id (the label points at it). */
  id: string;
  label: string;
  value: UploadFile[];
  onChange: (files: UploadFile[]) => void;
  /** A problem the form found (e.g. no file chosen when one is needed), shown under the list. */
  error?: string | null;
  disabled?: boolean;
}

/** The files as chosen, ready for a FormData body. */
export function chosenFiles(files: readonly UploadFile[]): File[] {
  return files.map((file) => file.originFileObj).filter((file): file is RcFile => Boolean(file));
}

/**
 * A removable list of PDF or image files, 10 MB each, at most 10, like the sell form's upload: each
 * file is looked at in the browser first (the server checks the bytes again) and nothing is sent
 * until the form is submitted.
 */
export function FilesPicker({ id, label, value, onChange, error, disabled }: FilesPickerProps) {
  const [problems, setProblems] = useState<string[]>([]);

  const beforeUpload = (file: RcFile, batch: RcFile[]) => {
    const index = batch.indexOf(file);
    const acceptedBefore = batch.slice(0, index).filter((earlier) => !checkProofFile(earlier)).length;
    let problem = checkProofFile(file);
    if (!problem && value.length + acceptedBefore >= MAX_PROOF_FILES) problem = `${file.name}: ${TOO_MANY_FILES}`;
    // A new choice of files replaces the previous choice's problems.
    setProblems((previous) => [...(index <= 0 ? [] : previous), ...(problem ? [problem] : [])]);
    return problem ? Upload.LIST_IGNORE : false;
  };

  const shown = [...problems, ...(error ? [error] : [])];
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={shown.length > 0 ? 'error' : undefined}
      help={
        shown.length > 0 ? (
          <ul className="files-picker__problems">
            {shown.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : undefined
      }
      extra={`${PROOF_FILES.kinds}, up to ${PROOF_FILES.maxSizeMb} MB each, at most ${MAX_PROOF_FILES} files.`}
    >
      <Upload.Dragger
        id={id}
        multiple
        accept={PROOF_ACCEPT}
        fileList={value}
        disabled={disabled}
        beforeUpload={beforeUpload}
        onChange={({ fileList }) => onChange(fileList)}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden="true" />
        </p>
        <p className="ant-upload-text">Click or drag files here</p>
        <p className="ant-upload-hint">You can remove a file from the list before you send.</p>
      </Upload.Dragger>
    </Form.Item>
  );
}

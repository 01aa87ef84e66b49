import { InboxOutlined } from '@ant-design/icons';
import { Form, Upload, type UploadFile } from 'antd';
import type { RcFile } from 'antd/es/upload';
import { useState } from 'react';
import { PROOF_FILES, TICKET_PROOF_KINDS } from '../../shared/site-facts';
import { checkTicketProofFile, MAX_PROOF_FILES, TICKET_PROOF_ACCEPT, TOO_MANY_FILES } from './sell-rules';

/**
 * Proof of ticket: PDFs or images up to 10 MB each, at most 10; a refused file is named with why, the
 * others are listed and can be removed before submitting.
 */
export function SellProofSection({
  files,
  onChange,
}: {
  files: UploadFile[];
  onChange: (files: UploadFile[]) => void;
}) {
  const [fileProblems, setFileProblems] = useState<string[]>([]);

  const beforeUpload = (file: RcFile, batch: RcFile[]) => {
    const index = batch.indexOf(file);
    const acceptedBefore = batch.slice(0, index).filter((earlier) => !checkTicketProofFile(earlier)).length;
    let problem = checkTicketProofFile(file);
    if (!problem && files.length + acceptedBefore >= MAX_PROOF_FILES) problem = `${file.name}: ${TOO_MANY_FILES}`;
    // A new choice of files replaces the previous choice's problems.
    setFileProblems((previous) => [...(index <= 0 ? [] : previous), ...(problem ? [problem] : [])]);
    return problem ? Upload.LIST_IGNORE : false;
  };

  return (
    <section className="sell-section" aria-labelledby="sell-proof-heading">
      <h2 id="sell-proof-heading" className="sell-section__title">
        Proof of ticket
      </h2>
      <p className="sell-section__intro">
        Your ticket as a PDF, or screenshots of the booking. Only our review team sees these files.
      </p>
      <Form.Item
        label="Ticket files"
        htmlFor="sell-files"
        validateStatus={fileProblems.length > 0 ? 'error' : undefined}
        help={
          fileProblems.length > 0 ? (
            <ul className="sell-file-problems">
              {fileProblems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : undefined
        }
        extra={`${TICKET_PROOF_KINDS}, up to ${PROOF_FILES.maxSizeMb} MB each, at most ${MAX_PROOF_FILES} files.`}
      >
        <Upload.Dragger
          id="sell-files"
          multiple
          accept={TICKET_PROOF_ACCEPT}
          fileList={files}
          beforeUpload={beforeUpload}
          onChange={({ fileList }) => onChange(fileList)}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden="true" />
          </p>
          <p className="ant-upload-text">Click or drag files here to upload</p>
          <p className="ant-upload-hint">You can remove a file from the list before you submit.</p>
        </Upload.Dragger>
      </Form.Item>
    </section>
  );
}

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScriptedXhr } from '../../../test/fake-xhr';
import { createUploadTransport } from '../../api/upload';
import { FilePicker } from './FilePicker';
import { fileFractions } from './progress';
import { useUpload } from './use-upload';
import { renderIn as render } from '../../../test/in-language';
import { foreignLatinWords } from '../../../test/latin-script';

const upload = createUploadTransport({
  createXhr: () => new ScriptedXhr() as unknown as XMLHttpRequest,
  wait: async () => undefined,
  baseUrl: 'https://ticketsetu.test',
});

const pdf = (name: string, size: number) => {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function Harness({ error }: { error?: string }) {
  const [files, setFiles] = useState<File[]>([]);
  const [answers, setAnswers] = useState<string[]>([]);
  const sending = useUpload();
  const send = () =>
    void sending
      .run(({ onProgress, signal }) => {
        const body = new FormData();
        for (const file of files) body.append('files', file);
        return upload({
          path: '/api/v1/me/sales/{id}/proof',
          pathParams: { id: 's1' },
          body,
          headers: { 'Idempotency-Key': 'k-1' },
          onProgress,
          signal,
        });
      })
      .then((answer) => setAnswers((all) => [...all, answer.message]))
      .catch(() => undefined);
  return (
    <>
      <FilePicker
        id="proof"
        label="Proof of transfer"
        files={files}
        onChange={setFiles}
        accept=".pdf,application/pdf"
        limits="PDF, up to 10 MB each, at most 2 files."
        check={(file) => (file.size > 10 * 1024 * 1024 ? `${file.name}: Each file must be 10 MB or smaller` : null)}
        maxFiles={2}
        tooMany={(file) => `${file.name}: You can upload up to 2 files`}
        prompt="Click or drag files here"
        hint="You can remove a file from the list before you send."
        error={error}
        upload={sending.state}
        onCancel={sending.cancel}
        onRetry={send}
      />
      <button type="button" onClick={send}>
        Send
      </button>
      <p>{answers.join(',')}</p>
    </>
  );
}

afterEach(() => {
  ScriptedXhr.sent = [];
});

const lastXhr = () => ScriptedXhr.sent.at(-1)!;

describe('FilePicker', () => {
  it('is labelled, shows its limits and ties refused files to the input', async () => {
    const user = userEvent.setup({ delay: null });
    const { rerender } = render(<Harness />);
    const input = screen.getByLabelText('Proof of transfer');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription('PDF, up to 10 MB each, at most 2 files.');
    expect(input).not.toHaveAttribute('aria-invalid');

    await user.upload(input, [
      pdf('big.pdf', 11 * 1024 * 1024),
      pdf('a.pdf', 1000),
      pdf('b.pdf', 2000),
      pdf('c.pdf', 10),
    ]);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'big.pdf: Each file must be 10 MB or smaller c.pdf: You can upload up to 2 files PDF, up to 10 MB each, at most 2 files.',
    );
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['a.pdf1000 B', 'b.pdf2 KB']);

    rerender(<Harness error="Please upload at least one file" />);
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Please upload at least one file') as unknown as string,
    );
  });

  it('is reached and used with the keyboard, and a file is removed before sending', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.tab();
    expect(screen.getByLabelText('Proof of transfer')).toHaveFocus();
    await user.upload(screen.getByLabelText('Proof of transfer'), [pdf('a.pdf', 1000), pdf('b.pdf', 2000)]);
    await user.click(screen.getByRole('button', { name: 'Remove file a.pdf' }));
    expect(screen.queryByText('a.pdf')).not.toBeInTheDocument();
    expect(screen.getByText('b.pdf')).toBeInTheDocument();
  });

  it('shows each file and the whole as they go, and the answer ends it', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.upload(screen.getByLabelText('Proof of transfer'), [pdf('a.pdf', 1000), pdf('b.pdf', 3000)]);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const status = await screen.findByRole('status');
    // Nothing may be added or removed while the files are on their way.
    expect(screen.getByLabelText('Proof of transfer')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Remove file/ })).not.toBeInTheDocument();

    act(() => lastXhr().progress(2000, 4000));
    expect(status).toHaveTextContent('Sending 2 KB of 4 KB (50%)');
    expect(screen.getByRole('progressbar', { name: 'All files sent' })).toHaveValue(50);
    expect(screen.getByRole('progressbar', { name: 'a.pdf sent' })).toHaveValue(100);
    expect(screen.getByRole('progressbar', { name: 'b.pdf sent' })).toHaveValue(33);

    await act(async () => lastXhr().respond(200, { message: 'Proof of transfer uploaded successfully!' }));
    expect(screen.getByText('Proof of transfer uploaded successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('cancels an upload on its way, then sends it again', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.upload(screen.getByLabelText('Proof of transfer'), [pdf('a.pdf', 1000)]);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    act(() => lastXhr().progress(300, 1000));
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(lastXhr().aborted).toBe(true);
    expect(await screen.findByText('Upload cancelled.')).toBeInTheDocument();
    expect(screen.getByLabelText('Proof of transfer')).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(ScriptedXhr.sent).toHaveLength(2);
    await act(async () => lastXhr().respond(200, { message: 'done' }));
    expect(screen.queryByText('Upload cancelled.')).not.toBeInTheDocument();
  });

  it('says a dropped connection dropped, and sends the same files again with the same key', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.upload(screen.getByLabelText('Proof of transfer'), [pdf('a.pdf', 1000)]);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    act(() => lastXhr().progress(600, 1000));
    await act(async () => lastXhr().drop());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The connection dropped before your files were sent. Check your connection and send them again.',
    );
    // Where it stopped stays in sight.
    expect(screen.getByRole('progressbar', { name: 'a.pdf sent' })).toHaveValue(60);

    await user.click(screen.getByRole('button', { name: 'Send again' }));
    await act(async () => lastXhr().respond(201, { message: 'sent' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(ScriptedXhr.sent.map((xhr) => xhr.requestHeaders.get('Idempotency-Key'))).toEqual(['k-1', 'k-1']);
    expect(ScriptedXhr.sent[1]!.body).toBeInstanceOf(FormData);
    expect((ScriptedXhr.sent[1]!.body as FormData).getAll('files').map((file) => (file as File).name)).toEqual([
      'a.pdf',
    ]);
  });
});

describe('fileFractions', () => {
  it('spreads the bytes sent over the files in order', () => {
    expect(fileFractions([100, 300], { loaded: 0, total: 0 })).toEqual([0, 0]);
    expect(fileFractions([100, 300], { loaded: 50, total: 400 })).toEqual([0.5, 0]);
    expect(fileFractions([100, 300], { loaded: 250, total: 400 })).toEqual([1, 0.5]);
    expect(fileFractions([100, 300], { loaded: 500, total: 400 })).toEqual([1, 1]);
  });

  it('says each step in Hindi: what is chosen, how far it has gone, a cancel and a dropped connection', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />, 'hi');
    await user.upload(screen.getByLabelText('Proof of transfer'), [pdf('a.pdf', 1000), pdf('b.pdf', 3000)]);
    expect(screen.getByRole('list', { name: 'चुनी गई फ़ाइलें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फ़ाइल a.pdf हटाएँ' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    const status = await screen.findByRole('status');
    act(() => lastXhr().progress(2000, 4000));
    expect(status).toHaveTextContent('4 केबी में से 2 केबी भेजा जा रहा है (50%)');
    expect(screen.getByRole('progressbar', { name: 'सभी फ़ाइलें भेजी गईं' })).toHaveValue(50);
    expect(screen.getByRole('progressbar', { name: 'b.pdf भेजी गई' })).toHaveValue(33);
    await user.click(screen.getByRole('button', { name: 'अपलोड रद्द करें' }));
    expect(await screen.findByText('अपलोड रद्द किया गया।')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'फिर से भेजें' }));
    act(() => lastXhr().progress(600, 4000));
    await act(async () => lastXhr().drop());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('आपकी फ़ाइलें भेजे जाने से पहले कनेक्शन टूट गया।');
    expect(foreignLatinWords(alert.textContent ?? '')).toEqual([]);
  });
});

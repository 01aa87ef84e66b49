import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import bwipjs from 'bwip-js';
import {
  type CorpusFormat,
  pngDeclaring,
  smallCodePdf,
  SYMBOLOGIES,
  textPdf,
  ticketPng,
  VARIANTS,
  variantOf,
} from '../../../../../test/harness/proof-corpus.mjs';
import { ProofScanner, type ScanOutcome } from './proof-scanner.js';

const dir = mkdtempSync(join(tmpdir(), 'proof-scan-spec-'));
let n = 0;
function onDisk(bytes: Buffer): string {
  const path = join(dir, `f${n++}`);
  writeFileSync(path, bytes);
  return path;
}

const limits = { secret: 's'.repeat(32), jobs: 2, timeoutMs: 30_000, heapMb: 128, maxPages: 20, maxPixels: 40e6 };

// Reading a 20-page PDF takes a few seconds on a busy 2-core machine.
const SLOW = 60_000;

describe('ProofScanner (ADR 62)', () => {
  const scanner = new ProofScanner(limits);
  afterAll(() => scanner.close());
  const scan = (bytes: Buffer, contentType: string): Promise<ScanOutcome> =>
    scanner.scan({ path: onDisk(bytes), contentType });

  // The small corpus of `npm test`; `npm run bench` reads the whole one and prints the rates.
  describe.each(Object.keys(SYMBOLOGIES) as CorpusFormat[])('a %s ticket', (format) => {
    it(
      'is caught by its code however it is dressed up, and no other ticket shares that code',
      async () => {
        const png = await ticketPng(format, 1);
        const original = await scan(png, 'image/png');
        expect(original.codes).toHaveLength(1);
        expect(original.pictures).toHaveLength(1);
        const code = original.codes[0]!.hash;
        expect(code).toMatch(/^[0-9a-f]{64}$/);

        const read: string[] = [];
        for (const variant of VARIANTS) {
          const { bytes, contentType } = await variantOf(png, variant);
          const outcome = await scan(bytes, contentType);
          // Every variant that yields a code yields this one: never another ticket's.
          for (const c of outcome.codes) expect(c.hash).toBe(code);
          if (outcome.codes.length) read.push(variant);
        }
        // PNG, JPEG, rotated, scaled, screenshot and PDF are read for every symbology here.
        expect(read).toEqual(expect.arrayContaining(['png', 'jpeg60', 'rotated90', 'scaled50', 'screenshot', 'pdf']));

        const others = await Promise.all([2, 3, 4].map(async (i) => scan(await ticketPng(format, i), 'image/png')));
        for (const other of others) {
          expect(other.codes).toHaveLength(1);
          expect(other.codes[0]!.hash).not.toBe(code);
        }
      },
      SLOW,
    );
  });

  it('keys the hash: another secret gives another hash of the same code', async () => {
    const other = new ProofScanner({ ...limits, secret: 't'.repeat(32) });
    try {
      const png = await ticketPng('qr', 7);
      const [a, b] = await Promise.all([
        scan(png, 'image/png'),
        other.scan({ path: onDisk(png), contentType: 'image/png' }),
      ]);
      expect(a.codes[0]!.hash).not.toBe(b.codes[0]!.hash);
    } finally {
      await other.close();
    }
  });

  it('hashes a UPC-A and the EAN-13 of the same number alike (the payload is normalised first)', async () => {
    const draw = (bcid: string, text: string) =>
      bwipjs.toBuffer({ bcid, text, scale: 4, height: 20, backgroundcolor: 'FFFFFF' });
    const [upc, ean] = await Promise.all([
      scan(await draw('upca', '03600029145'), 'image/png'),
      scan(await draw('ean13', '0036000291452'), 'image/png'),
    ]);
    expect(upc.codes).toHaveLength(1);
    expect(ean.codes).toHaveLength(1);
    expect(upc.codes[0]!.hash).toBe(ean.codes[0]!.hash);
    const other = await scan(await draw('ean13', '4006381333931'), 'image/png');
    expect(other.codes[0]!.hash).not.toBe(ean.codes[0]!.hash);
  });

  it('reads a small code on a big PDF page by rendering the page again, sharper', async () => {
    // A PDF417 60 points wide on an A4 page: too few pixels a module at the first rendering.
    const outcome = await scan(await smallCodePdf('pdf417', 1, 60), 'application/pdf');
    const png = await scan(await ticketPng('pdf417', 1), 'image/png');
    expect(outcome.codes.map((c) => c.hash)).toEqual(png.codes.map((c) => c.hash));
    expect(outcome.pictures).toHaveLength(1);
  });

  it('fails the files being read when it is closed (the app stopping): they were not read', async () => {
    const closing = new ProofScanner({ ...limits, jobs: 1 });
    const [pdf, png] = [onDisk(await textPdf(20)), onDisk(await ticketPng('qr', 11))];
    const outcomes = Promise.allSettled([
      closing.scan({ path: pdf, contentType: 'application/pdf' }), // being read
      closing.scan({ path: png, contentType: 'image/png' }), // waiting for the worker
    ]);
    await closing.close();
    expect((await outcomes).map((o) => o.status === 'rejected' && (o.reason as Error).message)).toEqual([
      'The proof scanner is closed',
      'The proof scanner is closed',
    ]);
  });

  it('refuses a decompression bomb (a tiny PNG declaring 50,000 x 50,000 pixels) by its header', async () => {
    const bomb = pngDeclaring(50_000, 50_000);
    expect(bomb.length).toBeLessThan(100_000);
    expect(await scan(bomb, 'image/png')).toEqual({
      codes: [],
      pictures: [],
      problem: 'The image declares 50000 × 50000 pixels, more than the 40 megapixels read',
    });
  });

  it('ends a corrupt file with a reason', async () => {
    const png = await ticketPng('qr', 8);
    const outcome = await scan(png.subarray(0, 300), 'image/png');
    expect(outcome.codes).toEqual([]);
    expect(outcome.problem).toMatch(/^The file could not be read/);
    const garbage = await scan(Buffer.from('%PDF-1.7\n garbage \n%%EOF'), 'application/pdf');
    expect(garbage.problem).toMatch(/^The file could not be read/);
  });

  it(
    'reads only the first pages of a long PDF, and says so',
    async () => {
      const outcome = await scan(await textPdf(200), 'application/pdf');
      expect(outcome.pictures).toHaveLength(20);
      expect(outcome.problem).toBe('Only the first 20 of its 200 pages were read');
    },
    SLOW,
  );

  it('runs no JavaScript of a PDF (an endless loop in its OpenAction): it is read as any other', async () => {
    const outcome = await scan(await textPdf(1, { script: true }), 'application/pdf');
    expect(outcome).toMatchObject({ codes: [], problem: null });
    expect(outcome.pictures).toHaveLength(1);
  });

  it('stops a file that takes too long, ends its worker, and reads the next file as usual', async () => {
    const hasty = new ProofScanner({ ...limits, jobs: 1, timeoutMs: 1 });
    const png = await ticketPng('qr', 9);
    try {
      expect(await hasty.scan({ path: onDisk(await textPdf(30)), contentType: 'application/pdf' })).toEqual({
        codes: [],
        pictures: [],
        problem: 'Reading it took longer than 0 s and was stopped',
      });
    } finally {
      await hasty.close();
    }
    expect((await scan(png, 'image/png')).codes).toHaveLength(1);
  });

  it('reads on with fresh workers: one ended while idle, one ended after its second file', async () => {
    const recycling = new ProofScanner({ ...limits, jobs: 1, recycleAfter: 2, idleMs: 10 });
    const path = onDisk(await ticketPng('aztec', 4));
    try {
      const first = await recycling.scan({ path, contentType: 'image/png' });
      await new Promise((resolve) => setTimeout(resolve, 50)); // its worker ends, idle, meanwhile
      const second = await recycling.scan({ path, contentType: 'image/png' });
      const third = await recycling.scan({ path, contentType: 'image/png' }); // the worker's second: ended after
      expect(first.codes).toHaveLength(1);
      expect([second, third]).toEqual([first, first]);
    } finally {
      await recycling.close();
    }
  });

  it('stops a worker that runs out of its memory, with a reason', async () => {
    const small = new ProofScanner({ ...limits, jobs: 1, heapMb: 4 });
    try {
      const outcome = await small.scan({ path: onDisk(await textPdf(20)), contentType: 'application/pdf' });
      expect(outcome.problem).toBe('Reading it needed more memory than allowed and was stopped');
    } finally {
      await small.close();
    }
  });

  it(
    'reads codes with the network refused: the .wasm and the fonts come from the packages',
    async () => {
      const refuse = fileURLToPath(new URL('../../../../../test/harness/refuse-network.mjs', import.meta.url));
      const runUnderRefusal = (script: string, ...args: string[]) => {
        // A file, not --eval, in a worker from a file: such a worker runs the process's --import (the refusal).
        const main = join(dir, `main${n++}.mjs`);
        writeFileSync(main, script);
        return spawnSync(process.execPath, ['--import', refuse, main, ...args], { encoding: 'utf8', timeout: 60_000 });
      };
      // The refusal bites in a worker: zxing-wasm left to itself fetches its .wasm, and is refused.
      const zxing = pathToFileURL(createRequire(import.meta.url).resolve('zxing-wasm/reader')).href;
      const control = join(dir, 'control.mjs');
      writeFileSync(
        control,
        `const z = await import(${JSON.stringify(zxing)});
        await z.prepareZXingModule({ fireImmediately: true }).then(() => console.log('loaded'), () => console.log('not loaded'));`,
      );
      const refused = runUnderRefusal(
        `import { Worker } from 'node:worker_threads'; new Worker(${JSON.stringify(control)});`,
      );
      expect(refused.stderr).toContain('network refused');
      expect(refused.stdout.trim()).toBe('not loaded');

      const worker = fileURLToPath(new URL('./proof-scan.worker.ts', import.meta.url));
      const read = `
      import { Worker } from 'node:worker_threads';
      const w = new Worker(${JSON.stringify(worker)}, { workerData: { secret: 'x'.repeat(32), limits: { maxPages: 2, maxPixels: 4e7 } } });
      w.once('message', (m) => { console.log(JSON.stringify(m)); w.terminate(); });
      w.postMessage({ path: process.argv[2], contentType: process.argv[3] });`;
      for (const [bytes, type] of [
        [await ticketPng('aztec', 1), 'image/png'],
        [(await variantOf(await ticketPng('qr', 1), 'pdf')).bytes, 'application/pdf'],
      ] as const) {
        const child = runUnderRefusal(read, onDisk(bytes), type);
        expect(child.stderr).not.toContain('network refused');
        expect(JSON.parse(child.stdout.trim())).toMatchObject({
          codes: [{ format: expect.any(String) }],
          problem: null,
        });
      }
    },
    SLOW,
  );
});

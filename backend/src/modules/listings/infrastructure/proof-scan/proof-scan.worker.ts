/**
 * Reads one proof file in a worker thread (ADR 62): every barcode on it and a perceptual hash of each
 * picture. It runs apart from the app, with the pool's memory limits and time limit, so a hostile file
 * can only end this thread. What a code says never leaves it: only its keyed hash (HMAC-SHA-256).
 *
 * Plain TypeScript with no relative imports: the built app runs the compiled .js, tests run this file
 * as it is (Node strips the types).
 */
import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import imghash from 'imghash';
import sharp from 'sharp';
import { prepareZXingModule, readBarcodes, type ReadResult } from 'zxing-wasm/reader';

const require = createRequire(import.meta.url);

export interface ScanLimits {
  /** Pages of a PDF read, from the first. */
  maxPages: number;
  /** Pixels an image may declare, or a PDF's embedded image may have. */
  maxPixels: number;
}

export interface ScanRequest {
  path: string;
  contentType: string;
}

export interface ScannedCode {
  format: string;
  /** HMAC-SHA-256 (hex) of the normalised payload. */
  hash: string;
}

export interface ScanOutcome {
  codes: ScannedCode[];
  /** A 64-bit perceptual hash (16 hex digits) of each image or rendered page. */
  pictures: string[];
  /** Why (part of) the file could not be read, in words staff read; null when it was read whole. */
  problem: string | null;
}

/** The symbologies tickets carry: QR, PDF417, Aztec, Data Matrix, Code 128, EAN/UPC and ITF. */
const FORMATS = ['QRCode', 'MicroQRCode', 'PDF417', 'Aztec', 'DataMatrix', 'Code128', 'EAN13', 'EAN8', 'UPCA', 'ITF'];
/** Long edge of the pixels decoded: a phone screenshot keeps its size, a poster-sized scan is scaled down. */
const MAX_EDGE = 3000;
/** Rendering scale of a PDF page (2 = 144 dpi), lowered so that the page's long edge fits MAX_EDGE. */
const PDF_SCALE = 2;
/** White pixels added around an image. */
const QUIET_ZONE = 24;

const { secret, limits } = workerData as { secret: string; limits: ScanLimits };

// Nothing here may reach the network: were a library to try (zxing-wasm fetches its .wasm from a CDN
// unless handed the binary), the scan fails loudly instead of fetching.
globalThis.fetch = () => Promise.reject(new Error('A proof scan fetches nothing from the network'));

const zxing = readFile(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).then((wasm) =>
  prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer },
    fireImmediately: true,
  }),
);

interface Pixels {
  data: Uint8ClampedArray<ArrayBuffer>;
  width: number;
  height: number;
}

/** The payload as one canonical string: text in NFC without surrounding blanks, bytes as hex, UPC-A as its EAN-13. */
export function normalisedPayload(result: Pick<ReadResult, 'format' | 'text' | 'bytes' | 'contentType'>): string {
  if (result.contentType === 'Binary') return `bytes:${Buffer.from(result.bytes).toString('hex')}`;
  const text = result.text.normalize('NFC').trim();
  return result.format === 'UPCA' ? `0${text}` : text;
}

async function codesIn(pixels: Pixels): Promise<ScannedCode[]> {
  await zxing;
  const results = await readBarcodes(
    { data: pixels.data, width: pixels.width, height: pixels.height, colorSpace: 'srgb' },
    {
      formats: FORMATS as never,
      tryHarder: true,
      tryRotate: true,
      tryInvert: true,
      tryDownscale: true,
      maxNumberOfSymbols: 16,
    },
  );
  return results
    .filter((r) => r.isValid && (r.text || r.bytes.length))
    .map((r) => ({
      format: r.format,
      hash: createHmac('sha256', secret).update(normalisedPayload(r)).digest('hex'),
    }));
}

function pictureHash(pixels: Pixels): string {
  return imghash.hashRaw({ width: pixels.width, height: pixels.height, data: pixels.data }, 8);
}

async function scanImage(path: string): Promise<ScanOutcome> {
  const input = await readFile(path);
  const meta = await sharp(input, { limitInputPixels: false }).metadata();
  const declared = (meta.width ?? 0) * (meta.height ?? 0);
  if (declared > limits.maxPixels) {
    return none(`The image declares ${meta.width} × ${meta.height} pixels, more than the ${megapixels()} read`);
  }
  const { data, info } = await sharp(input, { limitInputPixels: limits.maxPixels, failOn: 'error' })
    .rotate()
    .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
    // Transparency on white, and a white margin: a code cropped to its edge still gets its quiet zone.
    .flatten({ background: '#ffffff' })
    .extend({ top: QUIET_ZONE, bottom: QUIET_ZONE, left: QUIET_ZONE, right: QUIET_ZONE, background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = {
    data: new Uint8ClampedArray(data.buffer as ArrayBuffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
  return { codes: await codesIn(pixels), pictures: [pictureHash(pixels)], problem: null };
}

async function scanPdf(path: string): Promise<ScanOutcome> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const { createCanvas } = await import('@napi-rs/canvas');
  const packageDir = dirname(require.resolve('pdfjs-dist/package.json'));
  const task = pdfjs.getDocument({
    data: new Uint8Array(await readFile(path)),
    // pdf.js 6 compiles nothing from a file (its isEvalSupported is gone) and runs no PDF JavaScript.
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: join(packageDir, 'standard_fonts/'), // its fonts from the package
    cMapUrl: join(packageDir, 'cmaps/'),
    cMapPacked: true,
    maxImageSize: limits.maxPixels,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    const pages = Math.min(doc.numPages, limits.maxPages);
    const outcome: ScanOutcome = { codes: [], pictures: [], problem: null };
    for (let n = 1; n <= pages; n++) {
      const page = await doc.getPage(n);
      const base = page.getViewport({ scale: 1 });
      const scale = Math.min(PDF_SCALE, MAX_EDGE / Math.max(base.width, base.height));
      const viewport = page.getViewport({ scale });
      const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      const context = canvas.getContext('2d');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      const pixels = { data: image.data as Uint8ClampedArray<ArrayBuffer>, width: image.width, height: image.height };
      outcome.codes.push(...(await codesIn(pixels)));
      outcome.pictures.push(pictureHash(pixels));
      page.cleanup();
    }
    if (doc.numPages > pages) outcome.problem = `Only the first ${pages} of its ${doc.numPages} pages were read`;
    return outcome;
  } finally {
    await task.destroy();
  }
}

function megapixels(): string {
  return `${Math.round(limits.maxPixels / 1_000_000)} megapixels`;
}

function none(problem: string): ScanOutcome {
  return { codes: [], pictures: [], problem };
}

async function scan(request: ScanRequest): Promise<ScanOutcome> {
  try {
    return request.contentType === 'application/pdf' ? await scanPdf(request.path) : await scanImage(request.path);
  } catch (error) {
    // A corrupt or truncated file: the reader's own words, short (they never hold a code's payload).
    const reason = error instanceof Error ? error.message : String(error);
    return none(`The file could not be read (${reason.split('\n')[0]!.slice(0, 160)})`);
  }
}

parentPort?.on('message', (request: ScanRequest) => {
  void scan(request).then((outcome) => parentPort!.postMessage(outcome));
});

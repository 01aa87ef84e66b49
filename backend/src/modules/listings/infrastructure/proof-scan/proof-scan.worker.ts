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
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
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
/**
 * From cheap to thorough (measured in `npm run bench`, ADR 62): most proofs are read by the first pass
 * at their own resolution; a picture where it finds nothing is read again with every effort zxing
 * makes (rotations, inverted, downscaled) and a white margin, for a code cropped to its edge.
 */
interface Pass {
  tryHarder: boolean;
  tryRotate: boolean;
  tryInvert: boolean;
  tryDownscale: boolean;
  /** White pixels added around the picture before it is read. */
  quietZone: number;
}
const PASSES: readonly Pass[] = [
  { tryHarder: false, tryRotate: false, tryInvert: false, tryDownscale: false, quietZone: 0 },
  { tryHarder: true, tryRotate: true, tryInvert: true, tryDownscale: true, quietZone: 24 },
];
/** Long edge of the pixels decoded: a phone screenshot keeps its size, a poster-sized scan is scaled down. */
const MAX_EDGE = 3000;
/**
 * Long edge of a rendered PDF page: 1.8 px per point of an A4 page, 3 px or more per module of the
 * codes of the bench's tickets, and a quarter faster than 2000 px with nothing less read (ADR 62). The
 * first RETRY_PAGES pages where nothing is read are rendered once more at 2400 px, for a small code: the
 * same small codes read as at 3000 px (PDF417 from 60 pt wide on A4, the others from 30 pt), and about
 * 45 MB less at the peak of a PDF with no code (ADR 62, "Memory").
 */
const PDF_EDGE = 1500;
const PDF_RETRY_EDGE = 2400;
const RETRY_PAGES = 2;
/** Side of the picture the likeness hash is taken of (its 8 x 8 blocks are averages either way). */
const HASH_EDGE = 64;

const { secret, limits } = workerData as { secret: string; limits: ScanLimits };

// Nothing here may reach the network: were a library to try (zxing-wasm fetches its .wasm from a CDN
// unless handed the binary), the scan fails loudly instead of fetching.
globalThis.fetch = () => Promise.reject(new Error('A proof scan fetches nothing from the network'));
// One file at a time in this thread, and nothing of it kept once read.
sharp.cache(false);
sharp.concurrency(1);

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
function normalisedPayload(result: Pick<ReadResult, 'format' | 'text' | 'bytes' | 'contentType'>): string {
  if (result.contentType === 'Binary') return `bytes:${Buffer.from(result.bytes).toString('hex')}`;
  const text = result.text.normalize('NFC').trim();
  return result.format === 'UPCA' ? `0${text}` : text;
}

/** The pixels inside a white margin of `margin` pixels. */
function withMargin(pixels: Pixels, margin: number): Pixels {
  if (margin === 0) return pixels;
  const width = pixels.width + 2 * margin;
  const height = pixels.height + 2 * margin;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  const row = pixels.width * 4;
  for (let y = 0; y < pixels.height; y++) {
    data.set(pixels.data.subarray(y * row, (y + 1) * row), ((y + margin) * width + margin) * 4);
  }
  return { data, width, height };
}

/** The codes of the first pass that reads any. */
async function codesIn(pixels: Pixels, passes: readonly Pass[] = PASSES): Promise<ScannedCode[]> {
  await zxing;
  for (const { quietZone, ...effort } of passes) {
    const image = withMargin(pixels, quietZone);
    const results = await readBarcodes(
      { data: image.data, width: image.width, height: image.height, colorSpace: 'srgb' },
      { formats: FORMATS as never, maxNumberOfSymbols: 16, ...effort },
    );
    const codes = results
      .filter((r) => r.isValid && (r.text || r.bytes.length))
      .map((r) => ({
        format: r.format,
        hash: createHmac('sha256', secret).update(normalisedPayload(r)).digest('hex'),
      }));
    if (codes.length > 0) return codes;
  }
  return [];
}

/** A 64-bit blockhash of the picture, taken of it shrunk to HASH_EDGE square (each block an average). */
async function pictureHash(pixels: Pixels): Promise<string> {
  const { data, info } = await sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: 4 } })
    .resize({ width: HASH_EDGE, height: HASH_EDGE, fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return imghash.hashRaw({ width: info.width, height: info.height, data }, 8);
}

async function scanImage(path: string): Promise<ScanOutcome> {
  const input = await readFile(path);
  const meta = await sharp(input, { limitInputPixels: false }).metadata();
  const declared = (meta.width ?? 0) * (meta.height ?? 0);
  if (declared > limits.maxPixels) {
    return none(`The image declares ${meta.width} × ${meta.height} pixels, more than the ${megapixels()} read`);
  }
  // Decoded once: upright, transparency on white, at most MAX_EDGE on its long side.
  const { data, info } = await sharp(input, { limitInputPixels: limits.maxPixels, failOn: 'error' })
    .rotate()
    .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = {
    data: new Uint8ClampedArray(data.buffer as ArrayBuffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
  return { codes: await codesIn(pixels), pictures: [await pictureHash(pixels)], problem: null };
}

/**
 * The page rendered on white with its long edge at most `edge` pixels (and within the pixel limit),
 * inside a white margin of `margin` pixels drawn with it (no second copy of a big page to add one).
 */
async function render(page: PDFPageProxy, edge: number, margin = 0): Promise<Pixels> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(
    edge / Math.max(base.width, base.height),
    Math.sqrt(limits.maxPixels / (base.width * base.height)),
  );
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width) + 2 * margin, Math.ceil(viewport.height) + 2 * margin);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({
    canvas: canvas as never,
    canvasContext: context as never,
    viewport,
    transform: margin ? [1, 0, 0, 1, margin, margin] : undefined,
  }).promise;
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  // Skia's surface freed now, not when the collector gets to this (it sees none of its native memory).
  canvas.width = 0;
  canvas.height = 0;
  return { data: image.data as Uint8ClampedArray<ArrayBuffer>, width: image.width, height: image.height };
}

async function scanPdf(path: string): Promise<ScanOutcome> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
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
    let retries = RETRY_PAGES;
    for (let n = 1; n <= pages; n++) {
      const page = await doc.getPage(n);
      const pixels = await render(page, PDF_EDGE);
      outcome.pictures.push(await pictureHash(pixels));
      let codes = await codesIn(pixels);
      if (codes.length === 0 && retries-- > 0) {
        const { quietZone, ...thorough } = PASSES[PASSES.length - 1]!;
        codes = await codesIn(await render(page, PDF_RETRY_EDGE, quietZone), [{ ...thorough, quietZone: 0 }]);
      }
      outcome.codes.push(...codes);
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

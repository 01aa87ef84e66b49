// Ticket proofs made in the tests (ADR 62): a barcode drawn by bwip-js over a ticket-like template, and
// the ways a seller dresses one up again. Plain JavaScript: the unit tests and `npm run bench`
// (test/bench/proof-scan.mjs) both use it.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const bwipjs = require('bwip-js');
const sharp = require('sharp');
const PDFDocument = require('pdfkit');

/** The symbologies of tickets, by bwip-js's name. */
export const SYMBOLOGIES = {
  qr: 'qrcode',
  pdf417: 'pdf417',
  aztec: 'azteccode',
  datamatrix: 'datamatrix',
  code128: 'code128',
};

export const VARIANTS = ['png', 'jpeg60', 'rotated90', 'cropped10', 'scaled50', 'screenshot', 'pdf'];

const CARD = { width: 1000, height: 1500 };

/** A ticket's payload, like a booking reference with its seat: different for every `n`. */
export function payloadOf(format, n) {
  const tag = createHash('sha256').update(`${format}:${n}`).digest('hex').slice(0, 10).toUpperCase();
  return format === 'code128' ? `TS${String(n).padStart(6, '0')}${tag.slice(0, 6)}` : `TKT|EVT-2612|SEAT-F${n}|${tag}`;
}

async function barcode(format, text) {
  const linear = format === 'code128';
  const png = await bwipjs.toBuffer({
    bcid: SYMBOLOGIES[format],
    text,
    scale: linear ? 3 : 6,
    ...(linear ? { height: 22 } : {}),
    backgroundcolor: 'FFFFFF',
  });
  const target = linear ? { width: 820, height: 260, fit: 'fill' } : { width: 520, height: 520, fit: 'inside' };
  return sharp(png)
    .resize({ ...target, kernel: 'nearest' })
    .png()
    .toBuffer();
}

/** The same template for every ticket: a coloured band, lines of "text", a seat block and the code. */
function template(n) {
  const lines = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="70" y="${250 + i * 55}" width="${520 + ((n * 37 + i * 91) % 300)}" height="26" rx="6" fill="#c9ccd3"/>`,
    )
    .join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <rect width="100%" height="170" fill="#e23744"/>
    <rect x="70" y="60" width="360" height="50" rx="8" fill="#ffffff" opacity="0.9"/>
    ${lines}
    <rect x="70" y="500" width="860" height="2" fill="#e3e5ea"/>
    <rect x="70" y="1380" width="380" height="30" rx="6" fill="#c9ccd3"/>
  </svg>`);
}

/** One ticket as its seller first uploads it: a PNG of the card with its code. */
export async function ticketPng(format, n) {
  const code = await barcode(format, payloadOf(format, n));
  const meta = await sharp(code).metadata();
  return sharp(template(n))
    .composite([{ input: code, left: Math.round((CARD.width - meta.width) / 2), top: 620 }])
    .png()
    .toBuffer();
}

function pdfOf(png) {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 36 });
    const chunks = [];
    doc.on('data', (c) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(16).text('E-ticket', { align: 'left' });
    doc.image(png, 110, 90, { width: 380 });
    doc.end();
  });
}

/** A PDF page with nothing but the ticket's code, `widthPt` points wide: a small code on a big page. */
export async function smallCodePdf(format, n, widthPt) {
  const code = await barcode(format, payloadOf(format, n));
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 36 });
    const chunks = [];
    doc.on('data', (c) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.image(code, 72, 72, { width: widthPt });
    doc.end();
  });
}

/** The ticket dressed up as `variant`: its bytes and content type. */
export async function variantOf(png, variant) {
  const image = sharp(png);
  switch (variant) {
    case 'png':
      return { bytes: png, contentType: 'image/png' };
    case 'jpeg60':
      return { bytes: await image.jpeg({ quality: 60 }).toBuffer(), contentType: 'image/jpeg' };
    case 'rotated90':
      return { bytes: await image.rotate(90).png().toBuffer(), contentType: 'image/png' };
    case 'cropped10': {
      // 10 % of the card cut away, from its top and right where a crop of a screenshot usually cuts.
      const w = Math.round(CARD.width * 0.9);
      const h = Math.round(CARD.height * 0.9);
      return {
        bytes: await image
          .extract({ left: 0, top: CARD.height - h, width: w, height: h })
          .png()
          .toBuffer(),
        contentType: 'image/png',
      };
    }
    case 'scaled50':
      return {
        bytes: await image
          .resize({ width: CARD.width / 2 })
          .png()
          .toBuffer(),
        contentType: 'image/png',
      };
    case 'screenshot': {
      // A 1080 x 2340 phone screenshot: status bar, app chrome, the ticket scaled into it, as JPEG.
      const ticket = await image.resize({ width: 980 }).toBuffer();
      const chrome = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="2340">
        <rect width="100%" height="100%" fill="#f2f3f5"/><rect width="100%" height="90" fill="#1f2430"/>
        <rect y="90" width="100%" height="140" fill="#ffffff"/><rect y="2180" width="100%" height="160" fill="#ffffff"/></svg>`);
      const bytes = await sharp(chrome)
        .composite([{ input: ticket, left: 50, top: 300 }])
        .jpeg({ quality: 85 })
        .toBuffer();
      return { bytes, contentType: 'image/jpeg' };
    }
    case 'pdf':
      return { bytes: await pdfOf(png), contentType: 'application/pdf' };
    default:
      throw new Error(`No variant ${variant}`);
  }
}

/** A tiny PNG that declares width x height pixels (a decompression bomb): a few hundred bytes. */
export function pngDeclaring(width, height) {
  const zlib = require('node:zlib');
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf) => {
    let x = 0xffffffff;
    for (const b of buf) x = table[(x ^ b) & 0xff] ^ (x >>> 8);
    return (x ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (grey), the rest 0
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PDF of `pages` pages of text, each with an OpenAction script (a PDF with JavaScript when `script`). */
export function textPdf(pages, { script = false } = {}) {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', autoFirstPage: false });
    const chunks = [];
    doc.on('data', (c) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (let i = 1; i <= pages; i++) doc.addPage().fontSize(14).text(`Page ${i} of a long document`);
    if (script) {
      const js = doc.ref({ Type: 'Action', S: 'JavaScript', JS: 'app.alert("hello"); while (true) {}' });
      js.end();
      doc._root.data.OpenAction = js;
    }
    doc.end();
  });
}

import { createRequire } from 'node:module';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { PDFDocument as PdfLibDocument } from 'pdf-lib';
import PDFDocument from 'pdfkit';

// DejaVu Sans has the rupee sign (U+20B9), which the PDF standard fonts lack; pdfkit embeds the subset used.
const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

/**
 * An A4 PDF (tax documents, statements; ADR 48) with the fonts 'regular' and 'bold' registered, and its
 * bytes once `pdf.end()` is called.
 */
export function createPdf(options: PDFKit.PDFDocumentOptions): { pdf: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const pdf = new PDFDocument({ size: 'A4', margin: 50, ...options });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('regular', FONTS.regular);
  pdf.registerFont('bold', FONTS.bold);
  return { pdf, bytes };
}

/** A PKCS#12 certificate with its private key, and its passphrase: what signs a PDF. */
export interface SigningCertificate {
  p12: Buffer;
  passphrase: string;
}

/**
 * `pdf` signed with `certificate` (a detached PKCS#7 signature over the whole file, as PDF readers check
 * it): @signpdf adds the signature's placeholder through pdf-lib, then fills it in (ADR 48). `details`
 * are what a reader shows beside the signature.
 */
export async function signPdf(
  pdf: Buffer,
  certificate: SigningCertificate,
  details: { name: string; reason: string; location: string; contactInfo: string; signingTime: Date },
): Promise<Buffer> {
  const pdfDoc = await PdfLibDocument.load(pdf);
  pdflibAddPlaceholder({ pdfDoc, ...details });
  // A classic cross-reference table: @signpdf finds the placeholder's byte range in it.
  const prepared = Buffer.from(await pdfDoc.save({ useObjectStreams: false }));
  const signer = new P12Signer(certificate.p12, { passphrase: certificate.passphrase });
  return new SignPdf().sign(prepared, signer, details.signingTime);
}

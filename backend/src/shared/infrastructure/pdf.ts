import { createRequire } from 'node:module';
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

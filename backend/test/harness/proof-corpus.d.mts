// Types of proof-corpus.mjs (plain JavaScript, so that `npm run bench` uses it too).
export declare const SYMBOLOGIES: Record<'qr' | 'pdf417' | 'aztec' | 'datamatrix' | 'code128', string>;
export type CorpusFormat = keyof typeof SYMBOLOGIES;
export declare const VARIANTS: readonly string[];
export declare function payloadOf(format: CorpusFormat, n: number): string;
export declare function ticketPng(format: CorpusFormat, n: number): Promise<Buffer>;
export declare function smallCodePdf(format: CorpusFormat, n: number, widthPt: number): Promise<Buffer>;
export declare function variantOf(png: Buffer, variant: string): Promise<{ bytes: Buffer; contentType: string }>;
export declare function pngDeclaring(width: number, height: number): Buffer;
export declare function textPdf(pages: number, options?: { script?: boolean }): Promise<Buffer>;

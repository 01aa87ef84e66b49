import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Request, Response } from 'express';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The encodings an answer is kept in besides identity. */
export type Compressed = 'br' | 'gzip';

/**
 * Brotli at quality 5 and gzip at 6: a 90 kB event list takes about 4 ms; brotli 11 saves another 15 %
 * of the bytes but takes over 100 ms a fill.
 */
const compress: Record<Compressed, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipped(body, { level: 6 }),
};

/** An answer the same for everyone, made once per cache fill: its bytes, its ETag, and its bytes compressed. */
export interface MadeOnce {
  status: number;
  type: string;
  etag: string;
  identity: Buffer;
  /** The bytes in `encoding`: compressed when a client first asks for that encoding, then kept. */
  encoded(encoding: Compressed): Promise<Buffer>;
}

/**
 * Compresses once per fill, not once per request, and only into the encodings clients ask for: an
 * answer that is never asked for brotli (a fill with the cache off, a client taking identity) costs
 * no compression at all.
 */
export function makeOnce(status: number, type: string, text: string): MadeOnce {
  const identity = Buffer.from(text);
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
  const kept = new Map<Compressed, Promise<Buffer>>();
  const encoded = (encoding: Compressed): Promise<Buffer> => {
    let bytes = kept.get(encoding);
    if (!bytes) {
      bytes = compress[encoding](identity);
      kept.set(encoding, bytes);
      bytes.catch(() => kept.delete(encoding)); // the next client asks again
    }
    return bytes;
  };
  return { status, type, etag, identity, encoded };
}

/**
 * Sends it in the encoding the client takes best, or 304 when the client has this one. Written with
 * Node's own calls: Express's `send` would work out again what is known (its type, its freshness).
 */
export function sendMadeOnce(req: Request, res: Response, answer: MadeOnce, cacheControl = 'no-cache'): void {
  res.statusCode = answer.status;
  res.setHeader('ETag', answer.etag);
  // Anyone may keep it, but must ask again (a 304 when unchanged): figures change by the second. A page
  // made for one person says 'private, no-store' instead (ADR 79).
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
  res.type(answer.type);
  if (answer.status === 200 && req.fresh) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const end = (bytes: Buffer) => {
    res.setHeader('Content-Length', bytes.length);
    res.end(req.method === 'HEAD' ? undefined : bytes);
  };
  const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
  if (encoding !== 'br' && encoding !== 'gzip') return end(answer.identity);
  answer.encoded(encoding).then(
    (bytes) => {
      res.setHeader('Content-Encoding', encoding);
      end(bytes);
    },
    () => end(answer.identity), // compression failed (out of memory): the same answer, uncompressed
  );
}

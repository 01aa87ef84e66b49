import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './test-app.js';

export interface StreamMessage {
  id: string | null;
  event: string;
  data: string;
}

/** An open server-sent event stream, read as a browser's EventSource would. */
export interface EventStreamClient {
  status: number;
  headers: IncomingMessage['headers'];
  /** The body of a refused stream (problem+json). */
  body: () => Promise<string>;
  messages: StreamMessage[];
  /** Every raw chunk of text received (comments and `retry:` included). */
  text: () => string;
  /** The first message (already received or still to come) that `matches`; fails after a generous bound. */
  next: (matches: (message: StreamMessage) => boolean, withinMs?: number) => Promise<StreamMessage>;
  close: () => void;
}

/** Opens GET `path` on a listening test app as an event stream. */
export function openEventStream(
  t: TestApp,
  path: string,
  headers: Record<string, string> = {},
): Promise<EventStreamClient> {
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, headers: { Accept: 'text/event-stream', ...headers } },
      (res) => {
        res.setEncoding('utf8');
        let raw = '';
        let pending = '';
        const messages: StreamMessage[] = [];
        const waiters: Array<{ matches: (m: StreamMessage) => boolean; resolve: (m: StreamMessage) => void }> = [];
        const ended = new Promise<void>((done) => res.on('end', done).on('close', done));
        res.on('data', (chunk: string) => {
          raw += chunk;
          pending += chunk;
          let end: number;
          while ((end = pending.indexOf('\n\n')) >= 0) {
            const message = parse(pending.slice(0, end));
            pending = pending.slice(end + 2);
            if (!message) continue;
            messages.push(message);
            for (const waiter of waiters.splice(0)) {
              if (waiter.matches(message)) waiter.resolve(message);
              else waiters.push(waiter);
            }
          }
        });
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: async () => {
            await ended;
            return raw;
          },
          messages,
          text: () => raw,
          next: (matches, withinMs = 20_000) => {
            const seen = messages.find(matches);
            if (seen) return Promise.resolve(seen);
            return new Promise((found, fail) => {
              const late = setTimeout(() => {
                const last = messages.at(-1)?.data ?? 'no message';
                fail(new Error(`No matching message within ${withinMs} ms; the last was: ${last}`));
              }, withinMs);
              waiters.push({ matches, resolve: (message) => (clearTimeout(late), found(message)) });
            });
          },
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** One SSE message block, or null for comments and a bare `retry:`. */
function parse(block: string): StreamMessage | null {
  let id: string | null = null;
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    const colon = line.indexOf(':');
    if (colon === 0) continue;
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length > 0 ? { id, event, data: data.join('\n') } : null;
}

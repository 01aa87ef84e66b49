import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { RequestError } from '../../../shared/domain/domain-error.js';
import { Public } from '../../../shared/http/auth.js';
import { LiveAvailability } from './live-availability.js';

/** How long a browser waits before reconnecting a dropped stream (the SSE `retry:` field). */
export const RECONNECT_MS = 3_000;
/** A client this far behind (gone without closing, or too slow) is cut off; it reconnects to the figures then. */
const MAX_UNSENT_BYTES = 256 * 1024;
export const TOO_MANY_STREAMS = 'Too many live updates are open from your address. Close some tabs and try again.';

/**
 * GET /api/v1/events/{id}/live: the event's availability pushed as server-sent events (ADR 54), for the
 * event page and the checkout. Public and the same for everyone; capped per client address on each replica.
 */
@Public()
@ApiTags('catalog')
@Controller('v1/events')
export class LiveAvailabilityController {
  private readonly openByAddress = new Map<string, number>();

  constructor(
    private readonly live: LiveAvailability,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiOperation({
    summary: "Follow an event's availability live",
    description:
      "A server-sent event stream of the event's tickets left and prices, pushed as they change (holds, sales, new listings). " +
      'Who: anyone (a few streams per address). ' +
      'Effects: none; the connection stays open.',
  })
  @Get(':id/live')
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description:
      'A text/event-stream that stays open: first the event page as GET /api/v1/events/{id} answers it without ' +
      'filters, then again within about 2 s of each change to its seats (held, sold, released, listed, withdrawn), ' +
      'each as `event: availability` with the JSON in `data:`; a comment line every 25 s keeps proxies from ' +
      'closing it, and `retry:` says when to reconnect. A reconnection (with Last-Event-ID or not) starts again ' +
      'with the figures then, so nothing is missed',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  })
  @ApiNotFoundResponse({ description: "problem+json with detail 'Event not found' (unknown or inactive event)" })
  @ApiTooManyRequestsResponse({ description: 'Too many streams open from this address' })
  async stream(@Param('id') eventId: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const open = this.openByAddress.get(address) ?? 0;
    if (open >= this.config.LIVE_STREAMS_PER_IP) throw new RequestError('TOO_MANY_STREAMS', TOO_MANY_STREAMS);
    this.openByAddress.set(address, open + 1);

    let stop: (() => void) | null = null;
    let closed = false;
    res.on('close', () => {
      closed = true;
      stop?.();
      const left = (this.openByAddress.get(address) ?? 1) - 1;
      if (left > 0) this.openByAddress.set(address, left);
      else this.openByAddress.delete(address);
    });
    stop = await this.live.watch(eventId, {
      send: (chunk) => {
        if (!res.headersSent) startStream(req, res);
        if (res.writableLength > MAX_UNSENT_BYTES) res.destroy();
        else res.write(chunk);
      },
      end: () => res.end(),
    });
    if (closed) stop(); // the client left while its first figures were read
  }
}

/** The headers of an event stream that no proxy buffers, compresses or caches, and the reconnect hint. */
function startStream(req: Request, res: Response): void {
  req.socket.setTimeout(0);
  req.socket.setNoDelay(true);
  res.status(200).set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Accel-Buffering': 'no',
  });
  res.flushHeaders();
  res.write(`retry: ${RECONNECT_MS}\n\n`);
}

import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { PublicReadCache } from '../../../shared/http/public-read-cache.js';
import { ListingQueries, type OnSaleFilter } from '../application/listing-queries.js';
import { PacedReads } from '../application/paced-reads.js';
import { AvailabilityChannel, type AvailabilityListener } from '../infrastructure/availability-channel.js';
import { eventPageCacheKey } from './event-page.controller.js';
import { toEventPageDto } from './listing-views.js';

/** A comment line every so often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;
const HEARTBEAT = Buffer.from(':\n\n');
/** An event's figures are read at most once per this, however many watch it and however often they change. */
export const READ_INTERVAL_MS = 1_000;
/** The event page as it opens: what is pushed is exactly its public read (ADR 54). */
const OPENING_FILTER: OnSaleFilter = { sort: 'price_asc' };

/** Where one open stream's messages go. */
export interface LiveViewer {
  /** Writes SSE text; the first call starts the stream. */
  send(chunk: string | Buffer): void;
  end(): void;
}

interface Stream {
  out: LiveViewer;
  /** Whether it got its first message (pushes before that would start it before it is known to exist). */
  ready: boolean;
  lastMessageId: number;
}

interface Message {
  id: number;
  /** Encoded once for all its viewers. */
  bytes: Buffer;
}

/**
 * The fan-out of live availability on this replica (ADR 54): viewers by event; on a change heard on
 * the availability channel, the event's public read made afresh (at most once a second per event,
 * whatever the number of viewers or changes) and sent to each of its viewers.
 */
@Injectable()
export class LiveAvailability implements AvailabilityListener, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('LiveAvailability');
  private readonly viewers = new Map<string, Set<Stream>>();
  /** The message last sent to an event's viewers, until a change is heard. */
  private readonly current = new Map<string, Message>();
  private readonly reads = new PacedReads((eventId: string) => this.readAndPush(eventId), READ_INTERVAL_MS);
  private heartbeat: NodeJS.Timeout | null = null;
  private sequence = 0;

  constructor(
    private readonly listings: ListingQueries,
    private readonly cache: PublicReadCache,
    channel: AvailabilityChannel,
  ) {
    channel.listen(this);
  }

  onApplicationBootstrap(): void {
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS).unref();
    // A replica stopping ends its streams at once, so browsers reconnect to another one, instead of
    // holding the shutdown until its grace period cuts them off.
    process.on('SIGTERM', this.endAll);
    process.on('SIGINT', this.endAll);
  }

  beforeApplicationShutdown(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    process.off('SIGTERM', this.endAll);
    process.off('SIGINT', this.endAll);
    this.endAll();
  }

  /**
   * Sends `eventId`'s availability to `out`: the figures now, then after each change. Throws the read's
   * error (EVENT_NOT_FOUND for an unknown or inactive event) before anything is sent. Answers how to stop.
   */
  async watch(eventId: string, out: LiveViewer): Promise<() => void> {
    const stream: Stream = { out, ready: false, lastMessageId: 0 };
    let streams = this.viewers.get(eventId);
    if (!streams) this.viewers.set(eventId, (streams = new Set()));
    // Watched from now: a change heard while the first read runs is read again and pushed.
    streams.add(stream);
    const stop = () => this.unwatch(eventId, stream);
    try {
      const read = this.current.get(eventId) ?? (await this.reads.next(eventId));
      stream.ready = true;
      this.send(stream, this.current.get(eventId) ?? read);
    } catch (error) {
      stop();
      throw error;
    }
    return stop;
  }

  /** Open streams on this replica (all events). */
  get streamCount(): number {
    let count = 0;
    for (const streams of this.viewers.values()) count += streams.size;
    return count;
  }

  changed(eventId: string): void {
    if (!this.viewers.has(eventId)) return;
    this.current.delete(eventId);
    this.reads.next(eventId).catch((error: unknown) => this.readFailed(eventId, error));
  }

  reconnected(): void {
    for (const eventId of this.viewers.keys()) this.changed(eventId);
  }

  /** The event page's public read, made afresh (its cached copies forgotten), sent to every viewer. */
  private async readAndPush(eventId: string): Promise<Message> {
    this.cache.forget(eventPageCacheKey(eventId));
    const json = await this.cache.text(eventPageCacheKey(eventId, OPENING_FILTER), async () =>
      toEventPageDto(await this.listings.eventPage(eventId, OPENING_FILTER)),
    );
    const id = ++this.sequence;
    const message = { id, bytes: Buffer.from(`id: ${id}\nevent: availability\ndata: ${json}\n\n`) };
    const streams = this.viewers.get(eventId);
    if (streams) {
      this.current.set(eventId, message);
      for (const stream of streams) if (stream.ready) this.send(stream, message);
    }
    return message;
  }

  private readFailed(eventId: string, error: unknown): void {
    if (error instanceof DomainError && error.code === 'EVENT_NOT_FOUND') {
      // Deactivated: its viewers' streams end (a reconnection is told 404, which stops EventSource).
      for (const stream of this.viewers.get(eventId) ?? []) stream.out.end();
      this.viewers.delete(eventId);
      this.current.delete(eventId);
      return;
    }
    // Viewers keep their streams: the next change, or the listener's reconnection, reads again.
    this.logger.warn(`Live availability of event ${eventId} not read: ${(error as Error).message}`);
  }

  private send(stream: Stream, message: Message): void {
    if (stream.lastMessageId === message.id) return;
    stream.lastMessageId = message.id;
    stream.out.send(message.bytes);
  }

  private unwatch(eventId: string, stream: Stream): void {
    const streams = this.viewers.get(eventId);
    if (!streams?.delete(stream) || streams.size > 0) return;
    this.viewers.delete(eventId);
    this.current.delete(eventId);
  }

  private beat(): void {
    for (const streams of this.viewers.values())
      for (const stream of streams) if (stream.ready) stream.out.send(HEARTBEAT);
  }

  private readonly endAll = (): void => {
    for (const streams of this.viewers.values()) for (const stream of streams) stream.out.end();
    this.viewers.clear();
    this.current.clear();
  };
}

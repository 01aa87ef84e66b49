import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';

/** The channel the tickets table's trigger notifies, with an event's id as payload (ADR 54). */
export const AVAILABILITY_CHANNEL = 'event_availability';

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

export interface AvailabilityListener {
  /** A change to the event's availability committed (on any replica). */
  changed(eventId: string): void;
  /** The connection came back after a loss: notifications may have been missed, read everything again. */
  reconnected(): void;
}

/**
 * This replica's ONE connection listening for availability changes: a pg Client of its own, outside
 * the ORM's pool (LISTEN holds its connection for good). After a loss (a database restart, a cut
 * network) it connects again with backoff, and tells its listener so, which reads what it may have missed.
 */
@Injectable()
export class AvailabilityChannel implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('AvailabilityChannel');
  /** The client connecting or connected now; any other is a dead one still saying goodbye. */
  private client: pg.Client | null = null;
  private connected = false;
  private listener: AvailabilityListener | null = null;
  private failures = 0;
  private retry: NodeJS.Timeout | null = null;
  private stopped = false;
  private everConnected = false;

  constructor(private readonly orm: MikroORM) {}

  listen(listener: AvailabilityListener): void {
    this.listener = listener;
  }

  /** Whether the LISTEN is in place now. */
  get listening(): boolean {
    return this.connected;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    this.connected = false;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    this.retry = null;
    if (this.stopped) return;
    const client = new pg.Client({
      connectionString: this.orm.config.get('clientUrl'),
      keepAlive: true,
      application_name: 'ticketsetu-availability-listener',
    });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === AVAILABILITY_CHANNEL && message.payload) this.listener?.changed(message.payload);
    });
    // 'error' comes before 'end' on a broken connection; 'end' alone after a clean close by the server.
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    try {
      await client.connect();
      await client.query(`LISTEN ${AVAILABILITY_CHANNEL}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (client !== this.client) return; // lost or shut down meanwhile
    this.connected = true;
    this.failures = 0;
    if (this.everConnected) {
      this.logger.log('Listening for availability changes again');
      this.listener?.reconnected();
    }
    this.everConnected = true;
  }

  private lost(client: pg.Client, error: unknown): void {
    client.removeAllListeners();
    client.on('error', () => undefined); // a late error of a dead client must not crash the process
    void client.end().catch(() => undefined);
    if (client !== this.client || this.stopped) return;
    this.client = null;
    this.connected = false;
    const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** this.failures) * (0.5 + Math.random() / 2);
    this.failures += 1;
    this.logger.warn(
      `Availability listener lost its connection (${error instanceof Error ? error.message : 'closed'}); ` +
        `retrying in ${Math.round(delay)} ms`,
    );
    this.retry = setTimeout(() => void this.connect(), delay);
    this.retry.unref();
  }
}

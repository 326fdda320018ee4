/**
 * LISTEN on a dedicated PostgreSQL connection (a pooled connection cannot hold a LISTEN), for whatever
 * several instances on one database tell each other (chat messages, site changes). When the connection drops
 * it is opened again with a growing delay, and the owner is told so it can catch up on what was announced
 * meanwhile.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Db } from './client';

export interface ListenerEvents {
  onPayload(payload: string): void;
  /** The connection was lost and is back; notifications sent in between were missed. */
  onReconnected(): void;
}

const FIRST_RETRY_MS = 200;
const LONGEST_RETRY_MS = 5000;

export async function notifyChannel(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

export class PgListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly log: FastifyBaseLogger,
    private readonly events: ListenerEvents,
  ) {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Unsafe channel name ${channel}`);
  }

  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const { Client } = (await import('pg')).default;
    const client = new Client({ connectionString: this.url, keepAlive: true });
    client.on('notification', (notification) => {
      if (notification.channel === this.channel && notification.payload) this.events.onPayload(notification.payload);
    });
    client.on('error', (err) => this.dropped(client, err));
    client.on('end', () => this.dropped(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (err) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw err;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
  }

  private dropped(client: pg.Client, err?: Error): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => undefined);
    if (this.stopped) return;
    this.log.warn({ err, channel: this.channel }, 'listening connection lost; reconnecting');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect().then(
        () => {
          if (!this.stopped) this.events.onReconnected();
        },
        (err) => {
          if (this.stopped) return;
          this.log.warn({ err, channel: this.channel }, 'listening connection could not reconnect; trying again');
          this.retryMs = Math.min(this.retryMs * 2, LONGEST_RETRY_MS);
          this.scheduleReconnect();
        },
      );
    }, this.retryMs);
    this.retryTimer.unref();
  }
}

/**
 * Delivery of stored chat messages to the live channel's subscribers. Every instance keeps only its own
 * sockets' subscriptions; a stored message reaches the subscribers of every instance:
 * - on PostgreSQL through LISTEN/NOTIFY (the payload is the message id; each instance reads the message
 *   itself), on a dedicated connection that is re-opened when it drops, followed by a catch-up by id;
 * - on PGlite (one process owns the database) directly.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ChatMessageDto } from '../../shared/api/chat';
import type { AppContext } from '../context';
import { conversationOf, latestMessageId, messageById, messagesAfter } from './chat-service';
import { PgListener, notifyChannel } from '../db/pg-listener';

export const NOTIFY_CHANNEL = 'chat_messages';

export interface ChatSubscriber {
  /** The buyer whose conversation it follows, or null for every conversation (the admin). */
  conversation: string | null;
  deliver(message: ChatMessageDto): void;
}

/** How many recent ids are remembered so a catch-up never delivers a message twice. */
const REMEMBERED_IDS = 2000;

export class ChatHub {
  private readonly subscribers = new Set<ChatSubscriber>();
  private listener: PgListener | null = null;
  private readonly delivered = new Set<number>();
  private lastDeliveredId = 0;
  /** Notifications are handled one after another so subscribers see messages in the order they were stored. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Fans out through PostgreSQL when the app runs on one whose address it knows. */
  async start(): Promise<void> {
    const url = this.ctx.config.databaseUrl;
    if (this.ctx.dbEngine !== 'postgres' || !url) return;
    this.lastDeliveredId = await latestMessageId(this.ctx);
    this.listener = new PgListener(url, NOTIFY_CHANNEL, this.log, {
      onPayload: (payload) => this.enqueue(() => this.deliverById(Number(payload))),
      onReconnected: () => this.enqueue(() => this.catchUp()),
    });
    await this.listener.start();
  }

  async stop(): Promise<void> {
    await this.listener?.stop();
    this.subscribers.clear();
  }

  subscribe(subscriber: ChatSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** Announces a message that is already stored. */
  async publish(message: ChatMessageDto): Promise<void> {
    if (this.listener) await notifyChannel(this.ctx.db, NOTIFY_CHANNEL, String(message.id));
    else this.deliver(message);
  }

  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch((err) => this.log.error({ err }, 'chat delivery failed'));
  }

  private async deliverById(id: number): Promise<void> {
    if (!Number.isSafeInteger(id) || this.delivered.has(id)) return;
    const message = await messageById(this.ctx, id);
    if (message) this.deliver(message);
  }

  /** After the listening connection was lost: what was stored meanwhile. */
  private async catchUp(): Promise<void> {
    for (;;) {
      const missed = await messagesAfter(this.ctx, this.lastDeliveredId, null);
      for (const message of missed) this.deliver(message);
      if (missed.length === 0 || missed.at(-1)!.id <= this.lastDeliveredId) return;
      if (missed.length < 500) return;
    }
  }

  private deliver(message: ChatMessageDto): void {
    if (this.delivered.has(message.id)) return;
    this.remember(message.id);
    const buyer = conversationOf(message, this.ctx.config.adminEmail);
    for (const subscriber of this.subscribers) {
      if (subscriber.conversation !== null && subscriber.conversation !== buyer) continue;
      try {
        subscriber.deliver(message);
      } catch (err) {
        this.log.warn({ err }, 'a chat subscriber failed');
      }
    }
  }

  private remember(id: number): void {
    this.delivered.add(id);
    if (id > this.lastDeliveredId) this.lastDeliveredId = id;
    if (this.delivered.size > REMEMBERED_IDS) {
      const oldest = this.delivered.values().next().value;
      if (oldest !== undefined) this.delivered.delete(oldest);
    }
  }
}

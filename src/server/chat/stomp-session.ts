/**
 * One STOMP 1.2 connection of the live chat channel: CONNECT with a bearer token, heart-beats both ways,
 * SUBSCRIBE/UNSUBSCRIBE to the destinations in src/shared/chat.ts (with a replay of what was missed),
 * SEND to store a message, RECEIPT on request and DISCONNECT. Any protocol or permission problem is an
 * ERROR frame followed by a close, as the specification asks. It speaks to the socket through `Transport`
 * and to the rest of the app through `SessionDeps`, so it can be tested without either.
 */
import type { ChatMessageDto } from '../../shared/api/chat';
import { CHAT_DESTINATIONS } from '../../shared/chat';
import type { AuthUser } from '../auth';
import { HttpError } from '../http/errors';
import type { ChatSubscriber } from './chat-hub';
import {
  negotiateHeartBeat,
  parseHeartBeat,
  serializeFrame,
  StompParser,
  StompSyntaxError,
  type StompFrame,
} from './stomp-frames';

export interface Transport {
  send(text: string): void;
  close(): void;
}

export interface SessionDeps {
  /** The same checks as the HTTP guard; `expiresAt` in ms on the app's clock. */
  authenticate(token: string): Promise<{ user: AuthUser; expiresAt: number } | null>;
  subscribe(subscriber: ChatSubscriber): () => void;
  /** Stores (then delivers) a message from the socket's user; refusals are HttpErrors. */
  send(user: AuthUser, body: unknown): Promise<ChatMessageDto>;
  /** Stored messages after `afterId` of one conversation, or of all when null. */
  replay(afterId: number, conversation: string | null): Promise<ChatMessageDto[]>;
  /** What the server offers: [can send every ms, wants to receive every ms]. */
  serverHeartBeat: [number, number];
  /** The app's clock (token expiry is judged on it). */
  appNow(): number;
  /** A socket that has not sent CONNECT by then is closed. */
  connectTimeoutMs: number;
  sessionId: string;
}

/** A peer is considered gone when nothing arrived for this many of its heart-beat periods. */
const HEART_BEAT_TOLERANCE = 2;

type State = 'awaiting-connect' | 'connected' | 'closed';

interface Subscription {
  destination: string;
  stop(): void;
}

export class StompSession {
  private readonly parser = new StompParser();
  private state: State = 'awaiting-connect';
  private user: AuthUser | null = null;
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly timers: NodeJS.Timeout[] = [];
  private lastHeard = Date.now();
  /** Frames are handled one at a time, in order, although handling one may wait for the database. */
  private work: Promise<void> = Promise.resolve();

  constructor(
    private readonly transport: Transport,
    private readonly deps: SessionDeps,
  ) {
    this.timers.push(
      setTimeout(() => {
        if (this.state === 'awaiting-connect') this.fail('No CONNECT frame received in time');
      }, deps.connectTimeoutMs),
    );
  }

  /** Bytes from the socket: any part of a frame, several frames, or heart-beats. */
  receive(data: Buffer | string): void {
    if (this.state === 'closed') return;
    this.lastHeard = Date.now();
    let events;
    try {
      events = this.parser.push(data);
    } catch (error) {
      const reason = error instanceof StompSyntaxError ? error.message : 'Malformed frame';
      this.work = this.work.then(() => this.fail(reason));
      return;
    }
    for (const event of events) {
      if (event.kind === 'frame') this.work = this.work.then(() => this.handle(event.frame));
    }
  }

  /** The socket closed: drop subscriptions and timers. */
  closed(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    for (const timer of this.timers) clearTimeout(timer);
    for (const subscription of this.subscriptions.values()) subscription.stop();
    this.subscriptions.clear();
  }

  private async handle(frame: StompFrame): Promise<void> {
    if (this.state === 'closed') return;
    try {
      if (this.state === 'awaiting-connect') {
        if (frame.command !== 'CONNECT' && frame.command !== 'STOMP')
          return this.fail('The first frame must be CONNECT', frame);
        return await this.connect(frame);
      }
      switch (frame.command) {
        case 'SUBSCRIBE':
          await this.subscribe(frame);
          break;
        case 'UNSUBSCRIBE':
          this.unsubscribe(frame);
          break;
        case 'SEND':
          await this.sendMessage(frame);
          break;
        case 'ACK':
        case 'NACK':
          // Every subscription is ack:auto; acknowledgements have nothing to settle.
          break;
        case 'DISCONNECT':
          this.receipt(frame);
          this.transport.close();
          this.closed();
          return;
        case 'BEGIN':
        case 'COMMIT':
        case 'ABORT':
          return this.fail('Transactions are not supported', frame);
        case 'CONNECT':
        case 'STOMP':
          return this.fail('Already connected', frame);
        default:
          return this.fail(`Unknown command ${frame.command}`, frame);
      }
      this.receipt(frame);
    } catch (error) {
      if (error instanceof HttpError) return this.fail(error.message, frame);
      return this.fail('Something went wrong. Please try again.', frame);
    }
  }

  private async connect(frame: StompFrame): Promise<void> {
    const versions = (frame.headers['accept-version'] ?? '1.0').split(',').map((v) => v.trim());
    if (!versions.includes('1.2')) return this.fail('Supported protocol versions are 1.2', frame, { version: '1.2' });
    const clientBeat = parseHeartBeat(frame.headers['heart-beat']);
    if (!clientBeat) return this.fail('heart-beat must be two numbers, like 10000,10000', frame);
    const token = /^Bearer\s+(\S+)$/i.exec(frame.headers.Authorization ?? frame.headers.authorization ?? '')?.[1];
    if (!token) return this.fail('Missing Authorization: Bearer header', frame);
    const found = await this.deps.authenticate(token);
    if (!found) return this.fail('Invalid or expired access token', frame);
    if (this.state === 'closed') return;

    this.user = found.user;
    this.state = 'connected';
    const [serverCanSend, serverWants] = this.deps.serverHeartBeat;
    this.write({
      command: 'CONNECTED',
      headers: {
        version: '1.2',
        'heart-beat': `${serverCanSend},${serverWants}`,
        session: this.deps.sessionId,
        server: 'utsav-chat/1',
        'user-name': found.user.email,
      },
      body: '',
    });
    this.startHeartBeats(negotiateHeartBeat(clientBeat, this.deps.serverHeartBeat));
    // The session lives no longer than its token; the client reconnects with a fresh one.
    this.timers.push(
      setTimeout(() => this.fail('Your session has expired'), Math.max(0, found.expiresAt - this.deps.appNow())),
    );
  }

  private startHeartBeats({ serverSends, clientSends }: { serverSends: number; clientSends: number }): void {
    if (serverSends > 0) {
      this.timers.push(setInterval(() => this.state === 'connected' && this.transport.send('\n'), serverSends));
    }
    if (clientSends > 0) {
      this.timers.push(
        setInterval(() => {
          if (Date.now() - this.lastHeard > clientSends * HEART_BEAT_TOLERANCE) {
            // The peer is gone without a close; nobody would read an ERROR frame.
            this.transport.close();
            this.closed();
          }
        }, clientSends),
      );
    }
  }

  /** Which conversation a destination follows for this user (null: every one), or a refusal. */
  private scopeOf(destination: string): string | null {
    const user = this.user!;
    const own = user.email.toLowerCase();
    const isAdmin = user.role === 'admin';
    if (destination === CHAT_DESTINATIONS.ownQueue) return isAdmin ? null : own;
    if (destination === CHAT_DESTINATIONS.adminTopic) {
      if (!isAdmin) throw new HttpError(403, 'Only the admin may subscribe to every conversation');
      return null;
    }
    if (destination.startsWith(CHAT_DESTINATIONS.conversationPrefix)) {
      const buyer = destination.slice(CHAT_DESTINATIONS.conversationPrefix.length).toLowerCase();
      if (!isAdmin && buyer !== own) throw new HttpError(403, 'You may only subscribe to your own conversation');
      return buyer;
    }
    throw new HttpError(404, `Unknown destination ${destination}`);
  }

  private async subscribe(frame: StompFrame): Promise<void> {
    const { id, destination } = frame.headers;
    if (!id) throw new HttpError(400, 'SUBSCRIBE needs an id header');
    if (!destination) throw new HttpError(400, 'SUBSCRIBE needs a destination header');
    if (this.subscriptions.has(id)) throw new HttpError(400, `Subscription id ${id} is already in use`);
    const lastSeenHeader = frame.headers[CHAT_DESTINATIONS.lastSeenIdHeader];
    if (lastSeenHeader !== undefined && !/^\d{1,15}$/.test(lastSeenHeader))
      throw new HttpError(400, `${CHAT_DESTINATIONS.lastSeenIdHeader} must be a message id`);
    const conversation = this.scopeOf(destination);

    // Live messages that arrive while the missed ones are read wait, so the order holds and none is lost.
    let held: ChatMessageDto[] | null = lastSeenHeader === undefined ? null : [];
    const deliver = (message: ChatMessageDto) => this.message(id, destination, message);
    const stop = this.deps.subscribe({
      conversation,
      deliver: (message) => (held ? held.push(message) : deliver(message)),
    });
    this.subscriptions.set(id, { destination, stop });
    if (lastSeenHeader === undefined) return;

    const lastSeen = Number(lastSeenHeader);
    const sent = new Set<number>();
    try {
      for (const message of await this.deps.replay(lastSeen, conversation)) {
        deliver(message);
        sent.add(message.id);
      }
    } finally {
      const waiting: ChatMessageDto[] = held ?? [];
      held = null;
      for (const message of waiting) if (message.id > lastSeen && !sent.has(message.id)) deliver(message);
    }
  }

  private unsubscribe(frame: StompFrame): void {
    const id = frame.headers.id;
    if (!id) throw new HttpError(400, 'UNSUBSCRIBE needs an id header');
    this.subscriptions.get(id)?.stop();
    this.subscriptions.delete(id);
  }

  private async sendMessage(frame: StompFrame): Promise<void> {
    if (frame.headers.destination !== CHAT_DESTINATIONS.send)
      throw new HttpError(404, `Messages are sent to ${CHAT_DESTINATIONS.send}`);
    let body: unknown;
    try {
      body = JSON.parse(frame.body);
    } catch {
      throw new HttpError(400, 'SEND body must be JSON');
    }
    await this.deps.send(this.user!, body);
  }

  private message(subscription: string, destination: string, message: ChatMessageDto): void {
    if (this.state !== 'connected') return;
    this.write({
      command: 'MESSAGE',
      headers: {
        subscription,
        'message-id': String(message.id),
        destination,
        'content-type': 'application/json',
      },
      body: JSON.stringify(message),
    });
  }

  private receipt(frame: StompFrame): void {
    const receipt = frame.headers.receipt;
    if (receipt !== undefined && this.state === 'connected')
      this.write({ command: 'RECEIPT', headers: { 'receipt-id': receipt }, body: '' });
  }

  /** ERROR, then close: the specification's answer to any problem. */
  private fail(message: string, frame?: StompFrame, extra: Record<string, string> = {}): void {
    if (this.state === 'closed') return;
    const headers: Record<string, string> = { message, ...extra, 'content-type': 'text/plain' };
    if (frame?.headers.receipt !== undefined) headers['receipt-id'] = frame.headers.receipt;
    this.write({ command: 'ERROR', headers, body: message });
    this.transport.close();
    this.closed();
  }

  private write(frame: StompFrame): void {
    this.transport.send(serializeFrame(frame));
  }
}

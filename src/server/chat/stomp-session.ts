/**
 * One STOMP 1.2 connection of the live chat channel: CONNECT with a bearer token, heart-beats both ways,
 * SUBSCRIBE/UNSUBSCRIBE to the destinations in src/shared/chat.ts (with a replay of what was missed),
 * SEND to store a message, RECEIPT on request and DISCONNECT. Any protocol or permission problem is an
 * ERROR frame followed by a close, as the specification asks. It speaks to the socket through `Transport`
 * and to the rest of the app through `SessionDeps`, so it can be tested without either.
 *
 * What one connection may cost is bounded (`SessionLimits`): messages before CONNECT, live subscriptions and
 * SUBSCRIBE frames, frames waiting to be handled, and output the client has not read (a client that stops
 * reading is dropped). The sign-in behind the socket is checked again before every SUBSCRIBE and SEND and every
 * `recheckEveryMs`, so a socket ends soon after its session does (logout, password change or reset, the account
 * disabled).
 */
import type { ChatMessageDto } from '../../shared/api/chat';
import { CHAT_DESTINATIONS } from '../../shared/chat';
import type { AuthUser } from '../account';
import { HttpError } from '../http/errors';
import type { ChatSubscriber } from './chat-hub';
import {
  DEFAULT_LIMITS,
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
  /** Bytes sent that the peer has not taken yet (the WebSocket's bufferedAmount). */
  unread(): number;
  /** Drops the connection at once: a peer that does not read would never see a closing handshake. */
  terminate(): void;
}

export interface SessionLimits {
  /** WebSocket messages a connection may send before it is signed in (a CONNECT frame, in pieces). */
  maxMessagesBeforeConnect: number;
  /** Largest frame before CONNECTED (a CONNECT is a few hundred bytes); DEFAULT_LIMITS' afterwards. */
  maxConnectFrameBytes: number;
  /** Subscriptions one connection may hold at once. */
  maxSubscriptions: number;
  /** SUBSCRIBE frames one connection may send in its life (each may replay stored messages). */
  maxSubscribeFrames: number;
  /** Frames received and not yet handled (handling may wait for the database). */
  maxQueuedFrames: number;
  /** Output the client has not read; past it the connection is dropped. */
  maxUnreadBytes: number;
  /** How often an idle connection checks that its sign-in still stands. */
  recheckEveryMs: number;
}

export interface SessionDeps {
  /** The same checks as the HTTP guard; `expiresAt` in ms on the app's clock. Asked again to re-check. */
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
  limits: SessionLimits;
}

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** A peer is considered gone when nothing arrived for this many of its heart-beat periods. */
const HEART_BEAT_TOLERANCE = 2;

type State = 'awaiting-connect' | 'connected' | 'closed';

interface Subscription {
  destination: string;
  stop(): void;
}

export class StompSession {
  private readonly parser: StompParser;
  private state: State = 'awaiting-connect';
  private user: AuthUser | null = null;
  /** The bearer token CONNECT carried: the sign-in is re-checked with it. */
  private token = '';
  private readonly subscriptions = new Map<string, Subscription>();
  private subscribeFrames = 0;
  private messagesBeforeConnect = 0;
  private queuedFrames = 0;
  private readonly timers: NodeJS.Timeout[] = [];
  private lastHeard = Date.now();
  /** Frames are handled one at a time, in order, although handling one may wait for the database. */
  private work: Promise<void> = Promise.resolve();

  constructor(
    private readonly transport: Transport,
    private readonly deps: SessionDeps,
  ) {
    // Until the socket is signed in, what the parser may hold for it stays small.
    this.parser = new StompParser({ ...DEFAULT_LIMITS, maxFrameBytes: deps.limits.maxConnectFrameBytes });
    this.timers.push(
      setTimeout(() => {
        if (this.state === 'awaiting-connect') this.fail('No CONNECT frame received in time');
      }, deps.connectTimeoutMs),
    );
  }

  /** Bytes from the socket: any part of a frame, several frames, or heart-beats. */
  receive(data: Buffer | string): void {
    if (this.state === 'closed') return;
    if (this.state === 'awaiting-connect' && ++this.messagesBeforeConnect > this.deps.limits.maxMessagesBeforeConnect) {
      // A stranger's socket costs a bounded slice, whatever it sends before signing in.
      this.fail('Too many messages before CONNECT');
      return;
    }
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
      if (event.kind !== 'frame') continue;
      if (++this.queuedFrames > this.deps.limits.maxQueuedFrames) {
        this.fail('Too many frames at once');
        return;
      }
      this.work = this.work.then(async () => {
        this.queuedFrames -= 1;
        await this.handle(event.frame);
      });
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
      if ((frame.command === 'SUBSCRIBE' || frame.command === 'SEND') && !(await this.stillSignedIn()))
        return this.fail(SESSION_ENDED, frame);
      if (this.state !== 'connected') return;
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
    this.token = token;
    this.state = 'connected';
    this.parser.setLimits(DEFAULT_LIMITS);
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
    this.timers.push(setInterval(() => this.recheck(), this.deps.limits.recheckEveryMs));
  }

  /** The sign-in still stands for the same account and role (not logged out, disabled or re-passworded). */
  private async stillSignedIn(): Promise<boolean> {
    const found = await this.deps.authenticate(this.token);
    return found !== null && found.user.id === this.user!.id && found.user.role === this.user!.role;
  }

  /** An idle connection's periodic check, in line with the frames; a database hiccup keeps the socket. */
  private recheck(): void {
    this.work = this.work.then(async () => {
      if (this.state !== 'connected') return;
      try {
        if (!(await this.stillSignedIn())) this.fail(SESSION_ENDED);
      } catch {
        // Checked again at the next frame or period.
      }
    });
  }

  private startHeartBeats({ serverSends, clientSends }: { serverSends: number; clientSends: number }): void {
    if (serverSends > 0) {
      this.timers.push(setInterval(() => this.state === 'connected' && this.writeText('\n'), serverSends));
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
    const { maxSubscriptions, maxSubscribeFrames } = this.deps.limits;
    if (this.subscriptions.size >= maxSubscriptions)
      throw new HttpError(429, `At most ${maxSubscriptions} subscriptions per connection`);
    if (++this.subscribeFrames > maxSubscribeFrames)
      throw new HttpError(429, `At most ${maxSubscribeFrames} SUBSCRIBE frames per connection; please reconnect`);
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
    this.writeText(serializeFrame(frame));
  }

  private writeText(text: string): void {
    this.transport.send(text);
    if (this.transport.unread() > this.deps.limits.maxUnreadBytes) {
      // The client stopped reading: what it has not taken would otherwise pile up in the server's memory.
      this.transport.terminate();
      this.closed();
    }
  }
}

/**
 * Heart-beats, token lifetime, the re-checked sign-in and the bounds of one session, on a fake clock (the socket
 * and the app are stand-ins).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../account/guard';
import { serializeFrame, StompParser, type StompFrame } from './stomp-frames';
import { StompSession, type SessionDeps, type SessionLimits } from './stomp-session';
import type { ChatSubscriber } from './chat-hub';
import type { ChatMessageDto } from '../../shared/api/chat';

const user: AuthUser = { id: 1, email: 'asha@example.in', fullName: 'Asha', phone: '', role: 'user' };

const limits: SessionLimits = {
  maxMessagesBeforeConnect: 4,
  maxConnectFrameBytes: 1024,
  maxSubscriptions: 3,
  maxSubscribeFrames: 5,
  maxQueuedFrames: 20,
  maxUnreadBytes: 10_000,
  recheckEveryMs: 15_000,
};

function session(overrides: Partial<SessionDeps> = {}) {
  const sent: string[] = [];
  const transport = {
    send: (text: string) => sent.push(text),
    close: vi.fn(),
    /** A client that reads everything at once, unless a test says otherwise. */
    unread: vi.fn(() => 0),
    terminate: vi.fn(),
  };
  const deps: SessionDeps = {
    authenticate: async () => ({ user, expiresAt: Date.now() + 10 * 60_000 }),
    subscribe: () => () => undefined,
    send: async () => {
      throw new Error('unused');
    },
    replay: async () => [],
    serverHeartBeat: [1000, 1000],
    appNow: () => Date.now(),
    connectTimeoutMs: 5000,
    sessionId: 's-1',
    limits,
    ...overrides,
  };
  const stomp = new StompSession(transport, deps);
  const frames = (): StompFrame[] =>
    new StompParser().push(sent.join('')).flatMap((event) => (event.kind === 'frame' ? [event.frame] : []));
  const heartBeats = () => sent.filter((text) => text === '\n').length;
  const connect = async (heartBeat: string) => {
    stomp.receive(
      serializeFrame({
        command: 'CONNECT',
        headers: { 'accept-version': '1.2', 'heart-beat': heartBeat, Authorization: 'Bearer t' },
        body: '',
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
  };
  const frame = async (command: string, headers: Record<string, string>, body = '') => {
    stomp.receive(serializeFrame({ command, headers, body }));
    await vi.advanceTimersByTimeAsync(0);
  };
  return { stomp, transport, frames, heartBeats, connect, frame };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('heart-beats', () => {
  it('sends an EOL every negotiated period', async () => {
    const s = session();
    await s.connect('0,3000');
    expect(s.frames()[0].headers['heart-beat']).toBe('1000,1000');
    await vi.advanceTimersByTimeAsync(3000 * 3 + 10);
    expect(s.heartBeats()).toBe(3);
  });

  it('closes a client that stops sending within twice its period, and keeps one that beats', async () => {
    const silent = session();
    await silent.connect('2000,0');
    await vi.advanceTimersByTimeAsync(2000 * 2);
    expect(silent.transport.close).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000 * 2);
    expect(silent.transport.close).toHaveBeenCalled();

    const alive = session();
    await alive.connect('2000,0');
    for (let i = 0; i < 10; i++) {
      await vi.advanceTimersByTimeAsync(1500);
      alive.stomp.receive('\n');
    }
    expect(alive.transport.close).not.toHaveBeenCalled();
    expect(alive.heartBeats()).toBe(0);
  });

  it('sends nothing when the client asks for no heart-beats', async () => {
    const s = session();
    await s.connect('0,0');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.heartBeats()).toBe(0);
    expect(s.transport.close).not.toHaveBeenCalled();
  });

  it('refuses a malformed heart-beat header', async () => {
    const s = session();
    await s.connect('fast');
    expect(s.frames()[0].command).toBe('ERROR');
    expect(s.transport.close).toHaveBeenCalled();
  });
});

describe('lifetime', () => {
  it('closes a socket that never sends CONNECT', async () => {
    const s = session();
    await vi.advanceTimersByTimeAsync(5000);
    expect(s.frames()[0]).toMatchObject({ command: 'ERROR' });
    expect(s.transport.close).toHaveBeenCalled();
  });

  it('ends the session with an ERROR when its token expires', async () => {
    const s = session({ authenticate: async () => ({ user, expiresAt: Date.now() + 60_000 }) });
    await s.connect('0,0');
    await vi.advanceTimersByTimeAsync(59_000);
    expect(s.transport.close).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(s.frames().at(-1)).toMatchObject({ command: 'ERROR', headers: { message: 'Your session has expired' } });
    expect(s.transport.close).toHaveBeenCalled();
  });
});

describe('the sign-in behind the socket', () => {
  /** An authenticate() whose answer a test changes, as logout or the admin would. */
  function signIn() {
    const state = { current: user as AuthUser | null };
    const authenticate = vi.fn(async () =>
      state.current ? { user: state.current, expiresAt: Date.now() + 10 * 60_000 } : null,
    );
    return { state, authenticate };
  }

  it('refuses SEND and SUBSCRIBE once the session ended, with an ERROR and no RECEIPT, storing nothing', async () => {
    for (const command of ['SEND', 'SUBSCRIBE']) {
      const { state, authenticate } = signIn();
      const send = vi.fn(async () => ({ id: 1 }) as ChatMessageDto);
      const s = session({ authenticate, send });
      await s.connect('0,0');
      state.current = null;
      await s.frame(command, { destination: '/app/chat', id: 'x', receipt: 'r-1' }, '{"to":"a","message":"b"}');
      expect(s.frames().at(-1)).toMatchObject({
        command: 'ERROR',
        headers: { message: 'Your session has ended. Please sign in again.', 'receipt-id': 'r-1' },
      });
      expect(s.frames().some((f) => f.command === 'RECEIPT')).toBe(false);
      expect(send).not.toHaveBeenCalled();
      expect(s.transport.close).toHaveBeenCalled();
    }
  });

  it('closes an idle socket at the next periodic check, and one whose role changed', async () => {
    for (const change of [null, { ...user, role: 'admin' as const }]) {
      const { state, authenticate } = signIn();
      const s = session({ authenticate });
      await s.connect('0,0');
      await vi.advanceTimersByTimeAsync(limits.recheckEveryMs * 3);
      expect(s.transport.close).not.toHaveBeenCalled();
      state.current = change;
      await vi.advanceTimersByTimeAsync(limits.recheckEveryMs);
      expect(s.frames().at(-1)).toMatchObject({ command: 'ERROR' });
      expect(s.transport.close).toHaveBeenCalled();
    }
  });

  it('keeps the socket when the periodic check cannot reach the database', async () => {
    const authenticate = vi.fn(async () => ({ user, expiresAt: Date.now() + 10 * 60_000 }));
    const s = session({ authenticate });
    await s.connect('0,0');
    authenticate.mockRejectedValueOnce(new Error('database down'));
    await vi.advanceTimersByTimeAsync(limits.recheckEveryMs);
    expect(s.transport.close).not.toHaveBeenCalled();
  });
});

describe('bounds of one connection', () => {
  it('takes a CONNECT in a few pieces, and closes a socket that sends more messages before signing in', async () => {
    const split = session();
    const text = serializeFrame({
      command: 'CONNECT',
      headers: { 'accept-version': '1.2', Authorization: 'Bearer t' },
      body: '',
    });
    for (const piece of [text.slice(0, 5), text.slice(5, 20), text.slice(20)]) split.stomp.receive(piece);
    await vi.advanceTimersByTimeAsync(0);
    expect(split.frames()[0].command).toBe('CONNECTED');

    const flood = session();
    for (let i = 0; i < limits.maxMessagesBeforeConnect; i++) flood.stomp.receive('A\n');
    expect(flood.transport.close).not.toHaveBeenCalled();
    flood.stomp.receive('A\n');
    expect(flood.frames()).toMatchObject([
      { command: 'ERROR', headers: { message: 'Too many messages before CONNECT' } },
    ]);
    expect(flood.transport.close).toHaveBeenCalled();
  });

  const subscribe = (s: ReturnType<typeof session>, id: string) =>
    s.frame('SUBSCRIBE', { id, destination: '/user/queue/messages', receipt: id });

  it('takes small frames until CONNECTED and frames up to 64 kB afterwards', async () => {
    const big = session();
    big.stomp.receive(`CONNECT\naccept-version:1.2\nx-pad:${'x'.repeat(limits.maxConnectFrameBytes)}\n\n\0`);
    await vi.advanceTimersByTimeAsync(0);
    expect(big.frames()).toMatchObject([{ command: 'ERROR', headers: { message: 'Frame too large' } }]);

    const send = vi.fn(async () => ({ id: 1 }) as ChatMessageDto);
    const s = session({ send });
    await s.connect('0,0');
    const message = 'x'.repeat(30 * 1024);
    await s.frame('SEND', { destination: '/app/chat', receipt: 'long' }, JSON.stringify({ to: 'a', message }));
    expect(s.frames().at(-1)).toMatchObject({ command: 'RECEIPT', headers: { 'receipt-id': 'long' } });
    expect(send).toHaveBeenCalledWith(user, { to: 'a', message });
  });

  it('holds at most maxSubscriptions subscriptions; one more is an ERROR and a close', async () => {
    const s = session();
    await s.connect('0,0');
    for (let i = 0; i < limits.maxSubscriptions; i++) await subscribe(s, `s${i}`);
    expect(s.frames().filter((f) => f.command === 'RECEIPT')).toHaveLength(limits.maxSubscriptions);
    await subscribe(s, 'one-more');
    expect(s.frames().at(-1)).toMatchObject({
      command: 'ERROR',
      headers: { message: expect.stringMatching(/At most 3/) },
    });
    expect(s.transport.close).toHaveBeenCalled();
  });

  it('counts SUBSCRIBE frames over the life of the connection, unsubscribed ones included', async () => {
    const s = session();
    await s.connect('0,0');
    for (let i = 0; i < limits.maxSubscribeFrames; i++) {
      await subscribe(s, 'same');
      await s.frame('UNSUBSCRIBE', { id: 'same' });
    }
    expect(s.transport.close).not.toHaveBeenCalled();
    await subscribe(s, 'same');
    expect(s.frames().at(-1)).toMatchObject({ command: 'ERROR' });
    expect(s.transport.close).toHaveBeenCalled();
  });

  it('refuses more frames at once than it will queue', async () => {
    const s = session();
    await s.connect('0,0');
    s.stomp.receive(
      serializeFrame({ command: 'ACK', headers: { id: '1' }, body: '' }).repeat(limits.maxQueuedFrames + 1),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(s.frames().at(-1)).toMatchObject({ command: 'ERROR', headers: { message: 'Too many frames at once' } });
  });

  it('drops a client whose unread output passes maxUnreadBytes, without waiting for a closing handshake', async () => {
    const subscribers: ChatSubscriber[] = [];
    const s = session({
      subscribe: (subscriber) => {
        subscribers.push(subscriber);
        return () => undefined;
      },
    });
    let unread = 0;
    s.transport.unread.mockImplementation(() => unread);
    await s.connect('0,0');
    await subscribe(s, 'mine');
    const message = { id: 1, message: 'x'.repeat(1000) } as ChatMessageDto;
    // The client takes nothing from now on: each frame adds to what it has not read.
    s.transport.send = (text: string) => (unread += Buffer.byteLength(text));
    let delivered = 0;
    while (!s.transport.terminate.mock.calls.length && delivered < 100) {
      subscribers[0].deliver({ ...message, id: ++delivered });
    }
    expect(s.transport.terminate).toHaveBeenCalledTimes(1);
    expect(unread).toBeGreaterThan(limits.maxUnreadBytes);
    expect(unread).toBeLessThan(limits.maxUnreadBytes + 2000);
    // Nothing more is written to a dropped client.
    subscribers[0].deliver({ ...message, id: 1000 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(unread).toBeLessThan(limits.maxUnreadBytes + 2000);
  });
});

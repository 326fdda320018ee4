/** Heart-beats and token lifetime of one session, on a fake clock (the socket and the app are stand-ins). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../auth/guard';
import { serializeFrame, StompParser, type StompFrame } from './stomp-frames';
import { StompSession, type SessionDeps } from './stomp-session';

const user: AuthUser = { id: 1, email: 'asha@example.in', fullName: 'Asha', phone: '', role: 'user' };

function session(overrides: Partial<SessionDeps> = {}) {
  const sent: string[] = [];
  const transport = { send: (text: string) => sent.push(text), close: vi.fn() };
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
  return { stomp, transport, frames, heartBeats, connect };
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

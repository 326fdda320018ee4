import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { PageAnswer } from './page';
import { deferredSendCount, sendPage } from './send-page';

const page: PageAnswer = {
  status: 200,
  html: '<p>Ananya weds Rohan</p>',
  indexable: false,
  encodings: ['br', 'gzip'],
  encoded: async () => Buffer.from('compressed once'),
};

/** A guest's request for a site's page, and a reply that records when its body went out. */
function guest(slug: string, sent: string[], label = 'page') {
  const request = { params: { slug }, headers: { 'accept-encoding': 'gzip, br' } } as unknown as FastifyRequest;
  const reply = {
    code: () => reply,
    type: () => reply,
    header: () => reply,
    send: () => {
      sent.push(label);
      return reply;
    },
  } as unknown as FastifyReply;
  return { request, reply };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('sendPage', () => {
  it('sends at once while the event loop keeps up: no send waits a turn', async () => {
    const before = deferredSendCount();
    const sent: string[] = [];
    for (let visit = 0; visit < 20; visit++) {
      // What the loop does next, a health check say, comes after the page: the send did not wait a turn.
      setImmediate(() => sent.push('turn'));
      const { request, reply } = guest('ananya-weds-rohan', sent);
      await sendPage(request, reply, page);
      expect(sent.at(-1)).toBe('page');
      await nextTurn();
    }
    expect(deferredSendCount() - before).toBe(0);
  });

  it('lets a burst released at once go a few per turn, so the loop answers others between them', async () => {
    await nextTurn();
    const before = deferredSendCount();
    const sent: string[] = [];
    let drawn!: () => void;
    const drawing = new Promise<void>((resolve) => (drawn = resolve));
    // 300 guests waiting on one drawing of the page, then sent in the same stretch of the loop.
    const burst = Array.from({ length: 300 }, async () => {
      await drawing;
      const { request, reply } = guest('meera-weds-arjun', sent);
      await sendPage(request, reply, page);
    });
    drawn();
    await Promise.resolve();
    // The health check, read in the loop's next turn.
    setImmediate(() => sent.push('health'));
    await Promise.all(burst);
    expect(sent.indexOf('health')).toBeGreaterThan(0);
    expect(sent.indexOf('health')).toBeLessThanOrEqual(16);
    // Not every guest queued: the first few of the stretch went out directly.
    const deferred = deferredSendCount() - before;
    expect(deferred).toBeGreaterThan(0);
    expect(deferred).toBeLessThan(300);
    expect(sent.filter((label) => label === 'page')).toHaveLength(300);
  });

  it('keeps a burst in order: a guest arriving while others wait queues behind them', async () => {
    await nextTurn();
    const sent: string[] = [];
    const burst = Array.from({ length: 20 }, (_, index) => {
      const { request, reply } = guest('meera-weds-arjun', sent, `guest ${index}`);
      return sendPage(request, reply, page);
    });
    // A turn later some of the burst still wait; the loop's new stretch has sent nothing yet.
    await nextTurn();
    expect(sent.length).toBeLessThan(20);
    const { request, reply } = guest('meera-weds-arjun', sent, 'late guest');
    await Promise.all([...burst, sendPage(request, reply, page)]);
    expect(sent.at(-1)).toBe('late guest');
  });
});

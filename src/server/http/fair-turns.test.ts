import { describe, expect, it } from 'vitest';
import { joinSharedWork, nextFairTurn, sharedWork } from './fair-turns';

describe('fair turns', () => {
  it('lets requests that joined shared work go a few per turn, so other work runs between them', async () => {
    let settle!: (value: string) => void;
    const work = sharedWork(new Promise<string>((resolve) => (settle = resolve)));
    const happened: string[] = [];
    const joined = Array.from({ length: 40 }, () => joinSharedWork(work).then(() => happened.push('joined')));
    settle('drawn');
    await work;
    // What the event loop has to do meanwhile: a socket's request, a health check.
    setImmediate(() => happened.push('other'));
    await Promise.all(joined);
    const other = happened.indexOf('other');
    expect(other).toBeGreaterThan(0);
    expect(other).toBeLessThan(20);
    expect(happened.filter((step) => step === 'joined')).toHaveLength(40);
  });

  it('costs nothing to join work that is already done, and passes failures on', async () => {
    const done = sharedWork(Promise.resolve(42));
    await done;
    expect(joinSharedWork(done)).toBe(done);
    const failing = sharedWork(Promise.reject(new Error('drawing failed')));
    await expect(joinSharedWork(failing)).rejects.toThrow('drawing failed');
  });

  it('hands out turns in the order they were asked for', async () => {
    const order: number[] = [];
    await Promise.all(Array.from({ length: 20 }, (_, index) => nextFairTurn().then(() => order.push(index))));
    expect(order).toEqual(Array.from({ length: 20 }, (_, index) => index));
  });
});

describe('fair turns by key', () => {
  it('shares the turns between keys: a second site waits for one turn, not for the first site’s whole line', async () => {
    const order: string[] = [];
    const busy = Array.from({ length: 40 }, () => nextFairTurn('busy-site').then(() => order.push('busy')));
    const other = nextFairTurn('other-site').then(() => order.push('other'));
    await Promise.all([...busy, other]);
    expect(order.indexOf('other')).toBeLessThan(8);
  });
});

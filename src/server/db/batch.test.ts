import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { batched, batchedByKey } from './batch';

describe('batched', () => {
  it('runs the items asked for in one turn together, each getting its own outcome', async () => {
    const runs: number[][] = [];
    const double = batched<number, number>(async (items) => {
      runs.push([...items]);
      return items.map((item) => (item < 0 ? new Error(`negative ${item}`) : item * 2));
    });
    const answers = await Promise.allSettled([double(1), double(-2), double(3)]);
    expect(runs).toEqual([[1, -2, 3]]);
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value : (a.reason as Error).message))).toEqual([
      2,
      'negative -2',
      6,
    ]);
  });

  it('never adds an item to a batch already sent: it waits for a run that starts after it was asked for', async () => {
    let release!: () => void;
    const started: number[][] = [];
    const slow = batched<number, number>(async (items) => {
      started.push([...items]);
      if (started.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return [...items];
    });
    const first = slow(1);
    await nextTurn();
    await nextTurn();
    expect(started).toEqual([[1]]);
    const second = slow(2);
    await nextTurn();
    await nextTurn();
    expect(started).toEqual([[1], [2]]);
    release();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
  });

  it('keeps at most two runs under way; items asked for meanwhile go together into the next one', async () => {
    const releases: (() => void)[] = [];
    const started: number[][] = [];
    const held = batched<number, number>(async (items) => {
      started.push([...items]);
      await new Promise<void>((resolve) => releases.push(resolve));
      return [...items];
    });
    const asked = [held(1)];
    await nextTurn();
    asked.push(held(2));
    await nextTurn();
    asked.push(held(3));
    await nextTurn();
    asked.push(held(4));
    await nextTurn();
    expect(started).toEqual([[1], [2]]);
    releases[0]!();
    await nextTurn();
    await nextTurn();
    expect(started).toEqual([[1], [2], [3, 4]]);
    releases[1]!();
    releases[2]!();
    expect(await Promise.all(asked)).toEqual([1, 2, 3, 4]);
  });

  it('rejects every item of a run that fails', async () => {
    const failing = batched<number, number>(async () => {
      throw new Error('database gone');
    });
    const answers = await Promise.allSettled([failing(1), failing(2)]);
    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected']);
  });
});

describe('batchedByKey', () => {
  it('loads each distinct key once per turn; a key not found reads as undefined', async () => {
    const loads: string[][] = [];
    const load = batchedByKey<string>(async (keys) => {
      loads.push([...keys]);
      return new Map(keys.filter((key) => key !== 'missing').map((key) => [key, key.toUpperCase()]));
    });
    expect(await Promise.all([load('a'), load('b'), load('a'), load('missing')])).toEqual(['A', 'B', 'A', undefined]);
    expect(loads).toEqual([['a', 'b', 'missing']]);
  });
});

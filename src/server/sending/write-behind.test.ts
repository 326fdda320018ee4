import { describe, expect, it } from 'vitest';
import { writeBehind } from './write-behind';

describe('writeBehind', () => {
  it('writes the first item at once and those added while it runs together in the next write', async () => {
    const writes: number[][] = [];
    let release!: () => void;
    const write = writeBehind(async (items: number[]) => {
      writes.push(items);
      if (writes.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return items.length;
    });
    const first = write(1);
    const later = [write(2), write(3), write(4)];
    expect(writes).toEqual([[1]]);
    release();
    expect(await first).toBe(1);
    expect(await Promise.all(later)).toEqual([3, 3, 3]);
    expect(writes).toEqual([[1], [2, 3, 4]]);
  });

  it("rejects a failed write's items only; the next write still runs", async () => {
    const write = writeBehind(async (items: string[]) => {
      if (items.includes('bad')) throw new Error('refused');
      return 'ok';
    });
    const bad = write('bad');
    const good = write('good');
    await expect(bad).rejects.toThrow('refused');
    expect(await good).toBe('ok');
  });
});

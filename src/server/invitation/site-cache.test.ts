import { describe, expect, it } from 'vitest';
import { SiteCache } from './site-cache';

const site = { id: 'live_1', userId: 7, tempId: 'wed001' };

function counted<T>(value: T) {
  const load = { calls: 0, fn: async () => (load.calls++, value) };
  return load;
}

describe('SiteCache', () => {
  it('shares one load between concurrent requests and keeps it for its time only', async () => {
    let now = 0;
    const cache = new SiteCache<{ site: typeof site }>(5000, () => now);
    const load = counted({ site });
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('ananya', load.fn)));
    expect(load.calls).toBe(1);
    expect(new Set(answers).size).toBe(1);
    now = 4999;
    await cache.get('ananya', load.fn);
    expect(load.calls).toBe(1);
    now = 5000;
    await cache.get('ananya', load.fn);
    expect(load.calls).toBe(2);
  });

  it('drops a site changed by its id or by its owner and template, and keeps the others', async () => {
    const cache = new SiteCache<{ site: typeof site }>(5000);
    const other = { id: 'live_2', userId: 8, tempId: 'wed001' };
    await cache.get('ananya', async () => ({ site }));
    await cache.get('kiran', async () => ({ site: other }));
    cache.forget({ liveId: 'live_1' });
    expect(cache.size).toBe(1);
    await cache.get('ananya', async () => ({ site }));
    cache.forget({ userId: 7, templateId: 'wed002' });
    expect(cache.size).toBe(2);
    cache.forget({ userId: 7, templateId: 'wed001' });
    expect(cache.size).toBe(1);
  });

  it('drops every site when changes may have been missed', async () => {
    const cache = new SiteCache<{ site: typeof site }>(5000);
    await cache.get('ananya', async () => ({ site }));
    await cache.get('kiran', async () => ({ site: { id: 'live_2', userId: 8, tempId: 'wed001' } }));
    cache.forget({ everySite: true });
    expect(cache.size).toBe(0);
  });

  it('drops a load still under way on any change, as it may have read the old state', async () => {
    const cache = new SiteCache<{ site: typeof site }>(5000);
    let finish!: () => void;
    const pending = cache.get('ananya', () => new Promise((resolve) => (finish = () => resolve({ site }))));
    cache.forget({ liveId: 'live_other' });
    finish();
    await pending;
    const load = counted({ site });
    await cache.get('ananya', load.fn);
    expect(load.calls).toBe(1);
  });

  it('keeps neither an unknown address nor a failed load', async () => {
    const cache = new SiteCache<{ site: typeof site }>(5000);
    expect(await cache.get('nobody', async () => null)).toBeNull();
    await expect(cache.get('broken', () => Promise.reject(new Error('database down')))).rejects.toThrow();
    expect(cache.size).toBe(0);
  });

  it('keeps at most its bounds of entries and bytes, letting the least recently asked go first', async () => {
    const cache = new SiteCache<{ site: typeof site; bytes: number }>(5000, Date.now, {
      most: 3,
      mostBytes: 100,
      sizeOf: (value) => value.bytes,
    });
    const page = (bytes: number) => async () => ({ site, bytes });
    for (const key of ['a', 'b', 'c']) await cache.get(key, page(10));
    // Asked again: 'a' is now the most recently asked, so 'b' goes to make room for 'd'.
    await cache.get('a', page(10));
    await cache.get('d', page(10));
    expect(cache.size).toBe(3);
    const load = counted({ site, bytes: 10 });
    await cache.get('a', load.fn);
    expect(load.calls).toBe(0);
    await cache.get('b', load.fn);
    expect(load.calls).toBe(1);
    expect(cache.bytesKept).toBe(30);

    // A heavy one pushes out what it must to stay within the bytes; one heavier than all is answered, not kept.
    await cache.get('heavy', page(85));
    expect(cache.size).toBe(2);
    expect(cache.bytesKept).toBe(95);
    expect(await cache.get('huge', page(500))).toEqual({ site, bytes: 500 });
    expect(cache.bytesKept).toBeLessThanOrEqual(100);
    cache.forget({ everySite: true });
    expect(cache.bytesKept).toBe(0);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraftStore, draftKey } from './draft-store';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function fakeWindow() {
  const listeners = new Map<string, Set<() => void>>();
  return {
    addEventListener: (type: string, listener: () => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener: (type: string, listener: () => void) => void listeners.get(type)?.delete(listener),
    fire: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
    count: (type: string) => listeners.get(type)?.size ?? 0,
  };
}

describe('draft store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keys drafts by user and template, ignoring case', () => {
    expect(draftKey('Priya@Example.in', 'WED001')).toBe(draftKey('priya@example.in', 'wed001'));
    expect(draftKey('a@x.in', 'wed001')).not.toBe(draftKey('b@x.in', 'wed001'));
    expect(draftKey('a@x.in', 'wed001')).not.toBe(draftKey('a@x.in', 'wed002'));
  });

  it('writes once after typing pauses, with the last value', () => {
    const storage = memoryStorage();
    const store = createDraftStore('k', { storage, delayMs: 500, now: () => 42, target: null });
    store.save({ cover: { BrideName: 'M' } });
    store.save({ cover: { BrideName: 'Me' } });
    vi.advanceTimersByTime(499);
    expect(storage.items.size).toBe(0);
    vi.advanceTimersByTime(1);
    expect(store.read()).toEqual({ savedAt: 42, data: { cover: { BrideName: 'Me' } } });
  });

  it('flushes a pending write when the page is hidden or left', () => {
    const storage = memoryStorage();
    const target = fakeWindow();
    const store = createDraftStore('k', { storage, delayMs: 10_000, target: target as unknown as Window });
    store.save({ venue: { VenueName: 'Hall' } });
    target.fire('pagehide');
    expect(store.read()?.data).toEqual({ venue: { VenueName: 'Hall' } });
    store.dispose();
    expect(target.count('pagehide')).toBe(0);
  });

  it('listens only once something is saved, and again when saved after being disposed', () => {
    const storage = memoryStorage();
    const target = fakeWindow();
    const store = createDraftStore('k', { storage, delayMs: 10_000, target: target as unknown as Window });
    expect(target.count('pagehide')).toBe(0);
    store.save({ cover: { BrideName: 'A' } });
    store.save({ cover: { BrideName: 'Ab' } });
    expect(target.count('pagehide')).toBe(1);
    store.dispose();
    expect(store.read()?.data).toEqual({ cover: { BrideName: 'Ab' } });
    store.save({ cover: { BrideName: 'Abc' } });
    target.fire('pagehide');
    expect(store.read()?.data).toEqual({ cover: { BrideName: 'Abc' } });
  });

  it('clear drops both the stored draft and a pending write', () => {
    const storage = memoryStorage();
    const store = createDraftStore('k', { storage, delayMs: 100, target: null });
    store.save({ a: 1 });
    store.flush();
    store.save({ a: 2 });
    store.clear();
    vi.advanceTimersByTime(1000);
    expect(store.read()).toBeNull();
  });

  it('treats unreadable or foreign values as no draft', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{not json');
    expect(createDraftStore('k', { storage, target: null }).read()).toBeNull();
    storage.setItem('k', JSON.stringify({ data: 'x' }));
    expect(createDraftStore('k', { storage, target: null }).read()).toBeNull();
  });

  it('keeps typing working when storage refuses to write', () => {
    const storage = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = createDraftStore('k', { storage, delayMs: 1, target: null });
    store.save({ a: 1 });
    expect(() => vi.advanceTimersByTime(5)).not.toThrow();
  });
});

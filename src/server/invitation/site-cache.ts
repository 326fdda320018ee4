/**
 * Live sites as the guest page last loaded them, kept a few seconds by address. A site opened by many guests
 * at once is read and drawn once: concurrent requests share one load, and an announced change (content, look,
 * publication, moderation; on PostgreSQL from any instance) drops the site at once. The copy still lives only
 * seconds: a change an instance missed (its listening connection was down) shows when it runs out.
 * The same cache keeps the households' drawn pages (page.ts), by a key of their own, with bounds of their own.
 */
import type { SiteChange } from '../db/site-changes';
import { joinSharedWork, sharedWork } from '../http/fair-turns';

/** Only sites being opened right now benefit; a bound keeps memory small whatever addresses are asked. */
const MOST_SITES = 50;

export interface CachedSiteKeys {
  id: string;
  userId: number;
  tempId: string;
}

/** How much is kept: the least recently asked goes first. */
export interface SiteCacheBounds<T> {
  /** Entries at most. */
  most?: number;
  /** Bytes at most, as `sizeOf` reckons a loaded value (one larger than this alone is answered, not kept). */
  mostBytes?: number;
  sizeOf?: (value: T) => number;
}

interface Entry<T> {
  expires: number;
  /** The loaded value's size (sizeOf), 0 until it is loaded. */
  bytes: number;
  value: Promise<T | null>;
  /** Known once loaded; until then any change drops the entry, as the load may have read the old state. */
  site?: CachedSiteKeys;
}

export class SiteCache<T extends { site: CachedSiteKeys }> {
  private readonly entries = new Map<string, Entry<T>>();
  private bytes = 0;

  constructor(
    /** The app's `siteCacheTtlMs`. */
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly bounds: SiteCacheBounds<T> = {},
  ) {}

  /** The cached site at this address, else the loader's; an unknown address (null) or a failure is not kept. */
  get(slug: string, load: () => Promise<T | null>): Promise<T | null> {
    const cached = this.entries.get(slug);
    if (cached && cached.expires > this.now()) {
      // Asked again: last to go (a Map iterates in insertion order).
      this.entries.delete(slug);
      this.entries.set(slug, cached);
      return joinSharedWork(cached.value);
    }
    if (cached) this.remove(slug);
    this.makeRoom(1);
    const entry: Entry<T> = { expires: this.now() + this.ttlMs, bytes: 0, value: sharedWork(load()) };
    this.entries.set(slug, entry);
    entry.value.then(
      (loaded) => {
        if (!loaded) return this.drop(slug, entry);
        if (this.entries.get(slug) !== entry) return;
        entry.site = loaded.site;
        entry.bytes = this.bounds.sizeOf?.(loaded) ?? 0;
        this.bytes += entry.bytes;
        this.makeRoom(0);
      },
      () => this.drop(slug, entry),
    );
    return entry.value;
  }

  forget(change: SiteChange): void {
    for (const [slug, entry] of this.entries) {
      const site = entry.site;
      // A guest-list change names its site by id as well; which caches hear it is the caller's choice (page.ts).
      const changed =
        !site ||
        'everySite' in change ||
        ('userId' in change
          ? site.userId === change.userId && site.tempId === change.templateId
          : site.id === ('liveId' in change ? change.liveId : change.guestListOf));
      if (changed) this.remove(slug);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** What the loaded entries weigh, as `sizeOf` reckons them. */
  get bytesKept(): number {
    return this.bytes;
  }

  private drop(slug: string, entry: Entry<T>): void {
    if (this.entries.get(slug) === entry) this.remove(slug);
  }

  private remove(slug: string): void {
    this.bytes -= this.entries.get(slug)?.bytes ?? 0;
    this.entries.delete(slug);
  }

  /** Room for `more` entries within the bounds: the expired go, then the least recently asked. */
  private makeRoom(more: number): void {
    const now = this.now();
    for (const [slug, entry] of this.entries) if (entry.expires <= now) this.remove(slug);
    const most = this.bounds.most ?? MOST_SITES;
    const mostBytes = this.bounds.mostBytes ?? Infinity;
    for (const slug of this.entries.keys()) {
      if (this.entries.size + more <= most && this.bytes <= mostBytes) break;
      this.remove(slug);
    }
  }
}

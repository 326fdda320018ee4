/**
 * Live sites as the guest page last loaded them, kept a few seconds by address. A site opened by many guests
 * at once is read and drawn once: concurrent requests share one load, and an announced change (content, look,
 * publication, moderation; on PostgreSQL from any instance) drops the site at once. The copy still lives only
 * seconds: a change an instance missed (its listening connection was down) shows when it runs out.
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

interface Entry<T> {
  expires: number;
  value: Promise<T | null>;
  /** Known once loaded; until then any change drops the entry, as the load may have read the old state. */
  site?: CachedSiteKeys;
}

export class SiteCache<T extends { site: CachedSiteKeys }> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    /** The app's `siteCacheTtlMs`. */
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached site at this address, else the loader's; an unknown address (null) or a failure is not kept. */
  get(slug: string, load: () => Promise<T | null>): Promise<T | null> {
    const cached = this.entries.get(slug);
    if (cached && cached.expires > this.now()) return joinSharedWork(cached.value);
    this.makeRoom();
    const entry: Entry<T> = { expires: this.now() + this.ttlMs, value: sharedWork(load()) };
    this.entries.set(slug, entry);
    entry.value.then(
      (loaded) => {
        if (loaded) entry.site = loaded.site;
        else this.drop(slug, entry);
      },
      () => this.drop(slug, entry),
    );
    return entry.value;
  }

  forget(change: SiteChange): void {
    for (const [slug, entry] of this.entries) {
      const site = entry.site;
      const changed =
        !site ||
        'everySite' in change ||
        ('liveId' in change
          ? site.id === change.liveId
          : site.userId === change.userId && site.tempId === change.templateId);
      if (changed) this.entries.delete(slug);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private drop(slug: string, entry: Entry<T>): void {
    if (this.entries.get(slug) === entry) this.entries.delete(slug);
  }

  private makeRoom(): void {
    const now = this.now();
    for (const [slug, entry] of this.entries) if (entry.expires <= now) this.entries.delete(slug);
    // Oldest first: a Map iterates in insertion order.
    for (const slug of this.entries.keys()) {
      if (this.entries.size < MOST_SITES) break;
      this.entries.delete(slug);
    }
  }
}

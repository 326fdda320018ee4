/**
 * A change guests would see on a live site (its content, look, publication, moderated wishes and photos),
 * announced to listeners over the same database. The guest page keeps recently drawn pages and drops a
 * site's pages here, so the next request shows the change.
 *
 * Listeners in this process hear of a change at once. On PostgreSQL several instances share the database,
 * so a relay also sends each change to the others with pg_notify and applies theirs like its own; PGlite has
 * one process and no relay. While the relay's listening connection is down, changes from other instances are
 * missed and the guest page's short-lived copy is what bounds them; when it is back every site counts as changed.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './client';
import { notifyChannel, PgListener } from './pg-listener';

/**
 * A site named by its id, or by its owner and template (a buyer has one site per template); every site when
 * changes may have been missed. `guestListOf`: only the guest list of the site with that id changed (its
 * households, their functions, answers and links, its guest settings): what a household's personal page looks
 * up by its token, not what the site's own pages show, so listeners keeping those pages may keep them.
 */
export type SiteChange =
  { liveId: string } | { userId: number; templateId: string } | { guestListOf: string } | { everySite: true };

type Listener = (change: SiteChange) => void;

export const SITE_CHANGES_CHANNEL = 'site_changes';

const listenersByDb = new WeakMap<Db, Set<Listener>>();
/** Sends a change to the other instances on this database (PostgreSQL only). */
const relaysByDb = new WeakMap<Db, (change: SiteChange) => Promise<void>>();

/**
 * The one call feature code makes after a change is stored (committed: never inside a transaction, whose
 * readers would not see it yet). Resolves once every instance has been sent the change.
 */
export async function announceSiteChange(db: Db, change: SiteChange): Promise<void> {
  tell(db, change);
  await relaysByDb.get(db)?.(change);
}

/** Calls the listener on every change announced over this database; the answer stops it. */
export function onSiteChange(db: Db, listener: Listener): () => void {
  let listeners = listenersByDb.get(db);
  if (!listeners) listenersByDb.set(db, (listeners = new Set()));
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function tell(db: Db, change: SiteChange): void {
  for (const listener of listenersByDb.get(db) ?? []) listener(change);
}

/** What travels in a notification: the sending relay, so it skips its own, and the change (well under 8000 bytes). */
interface Notice {
  from: string;
  change: SiteChange;
}

/**
 * Sends this database's site changes to every instance on the PostgreSQL server at `url` and hears theirs,
 * on one dedicated listening connection; the answer stops it.
 */
export async function relaySiteChanges(db: Db, url: string, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  const self = randomUUID();
  const listener = new PgListener(url, SITE_CHANGES_CHANNEL, log, {
    onPayload: (payload) => {
      const notice = noticeFrom(payload);
      if (!notice) log.warn({ payload }, 'ignored a site change notification that is not one');
      else if (notice.from !== self) tell(db, notice.change);
    },
    onReconnected: () => tell(db, { everySite: true }),
  });
  await listener.start();
  relaysByDb.set(db, async (change) => {
    const notice: Notice = { from: self, change };
    try {
      await notifyChannel(db, SITE_CHANGES_CHANNEL, JSON.stringify(notice));
    } catch (err) {
      // The change is stored and this instance shows it; the others show it when their copy runs out.
      log.warn({ err, change }, 'could not tell the other instances of a site change');
    }
  });
  return async () => {
    relaysByDb.delete(db);
    await listener.stop();
  };
}

function noticeFrom(payload: string): Notice | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { from, change } = parsed as { from?: unknown; change?: unknown };
  if (typeof from !== 'string' || !isSiteChange(change)) return null;
  return { from, change };
}

function isSiteChange(value: unknown): value is SiteChange {
  if (typeof value !== 'object' || value === null) return false;
  const change = value as Record<string, unknown>;
  if ('liveId' in change) return typeof change.liveId === 'string';
  if ('userId' in change) return Number.isSafeInteger(change.userId) && typeof change.templateId === 'string';
  if ('guestListOf' in change) return typeof change.guestListOf === 'string';
  return change.everySite === true;
}

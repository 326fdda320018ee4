/**
 * A change guests would see on a live site (its content, look, publication, moderated wishes and photos),
 * announced to listeners in this process over the same database. The guest page keeps recently drawn pages
 * for a few seconds and drops a site's pages here, so the next request on this instance shows the change;
 * other instances see it when their short-lived copy runs out.
 */
import type { Db } from './client';

/** A site named by its id, or by its owner and template (a buyer has one site per template). */
export type SiteChange = { liveId: string } | { userId: number; templateId: string };

type Listener = (change: SiteChange) => void;

const listenersByDb = new WeakMap<Db, Set<Listener>>();

export function announceSiteChange(db: Db, change: SiteChange): void {
  for (const listener of listenersByDb.get(db) ?? []) listener(change);
}

/** Calls the listener on every change announced over this database; the answer stops it. */
export function onSiteChange(db: Db, listener: Listener): () => void {
  let listeners = listenersByDb.get(db);
  if (!listeners) listenersByDb.set(db, (listeners = new Set()));
  listeners.add(listener);
  return () => listeners.delete(listener);
}

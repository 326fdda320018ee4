/** Content rows: one per user, template and live id. Every query is scoped to the owner. */
import { and, desc, eq } from 'drizzle-orm';
import type { Component } from '../../shared/content';
import type { AppContext } from '../context';
import { batchedByKey } from '../db/batch';
import type { Db } from '../db/client';
import { contents, liveSites } from '../db/schema';
import { announceSiteChange } from '../db/site-changes';

export async function saveContent(
  ctx: AppContext,
  key: { userId: number; templateId: string; liveId: string },
  components: Component[],
): Promise<void> {
  const now = ctx.config.now();
  await ctx.db
    .insert(contents)
    .values({ userId: key.userId, baseTempId: key.templateId, liveId: key.liveId, components, updatedAt: now })
    .onConflictDoUpdate({
      target: [contents.userId, contents.baseTempId, contents.liveId],
      set: { components, updatedAt: now },
    });
  // A site shows its own content, else the template's latest: either way, this template's site.
  await announceSiteChange(ctx.db, { userId: key.userId, templateId: key.templateId });
}

/** The owner's content for a template: for one live id, or the most recently saved. */
export async function loadContent(
  ctx: AppContext,
  key: { userId: number; templateId: string; liveId?: string },
): Promise<{ liveId: string; components: Component[] } | null> {
  const mine = and(eq(contents.userId, key.userId), eq(contents.baseTempId, key.templateId));
  const [row] = await ctx.db
    .select({ liveId: contents.liveId, components: contents.components })
    .from(contents)
    .where(key.liveId === undefined ? mine : and(mine, eq(contents.liveId, key.liveId)))
    .orderBy(desc(contents.updatedAt), desc(contents.id))
    .limit(1);
  return row ?? null;
}

/** True when the live id belongs to another user's site (content may not be filed under it). */
export async function liveSiteOfSomeoneElse(ctx: AppContext, liveId: string, userId: number): Promise<boolean> {
  if (!liveId) return false;
  const [site] = await ctx.db
    .select({ userId: liveSites.userId })
    .from(liveSites)
    .where(eq(liveSites.id, liveId))
    .limit(1);
  return site !== undefined && site.userId !== userId;
}

export interface OwnContentRead {
  /** The live id names another user's site: nothing is answered. */
  someoneElsesSite: boolean;
  saved: { liveId: string; components: Component[] } | null;
}

const ownReads = new WeakMap<Db, (key: string) => Promise<OwnContentRead | undefined>>();

/**
 * The form's prefill read: whose site the live id is, and the caller's content. Both queries run side by side,
 * and a caller's identical reads in one turn of the event loop share them (batch.ts: still sent after each
 * read was asked for, so a save answered before a read is always seen).
 */
export async function readOwnContent(
  ctx: AppContext,
  key: { userId: number; templateId: string; liveId?: string },
): Promise<OwnContentRead> {
  let read = ownReads.get(ctx.db);
  if (!read) {
    read = batchedByKey(async (keys) => {
      const answers = await Promise.all(
        keys.map(async (joined): Promise<[string, OwnContentRead]> => {
          const [userId, templateId, liveId] = JSON.parse(joined) as [number, string, string | null];
          const [someoneElsesSite, saved] = await Promise.all([
            liveSiteOfSomeoneElse(ctx, liveId ?? '', userId),
            loadContent(ctx, { userId, templateId, liveId: liveId ?? undefined }),
          ]);
          return [joined, { someoneElsesSite, saved }];
        }),
      );
      return new Map(answers);
    });
    ownReads.set(ctx.db, read);
  }
  return (await read(JSON.stringify([key.userId, key.templateId, key.liveId ?? null])))!;
}

/** Content rows: one per user, template and live id. Every query is scoped to the owner. */
import { and, desc, eq } from 'drizzle-orm';
import type { Component } from '../../shared/content';
import type { AppContext } from '../context';
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

import { and, desc, eq } from 'drizzle-orm';
import { findTemplate } from '../../shared/catalogue';
import type { AppContext } from '../context';
import { likedTemplates } from '../db/schema';
import { HttpError } from '../http/errors';

/** Template ids the buyer hearted, most recent first (templates that left the catalogue are left out). */
export async function likedOf(ctx: AppContext, userId: number): Promise<string[]> {
  const rows = await ctx.db
    .select({ tempId: likedTemplates.tempId })
    .from(likedTemplates)
    .where(eq(likedTemplates.userId, userId))
    .orderBy(desc(likedTemplates.createdAt), desc(likedTemplates.tempId));
  return rows.map((row) => row.tempId).filter((id) => findTemplate(id) !== undefined);
}

/** Hearting twice keeps one heart; only catalogue templates can be hearted. */
export async function like(ctx: AppContext, userId: number, tempId: string): Promise<void> {
  const template = findTemplate(tempId);
  if (!template) throw new HttpError(404, `Template "${tempId}" was not found.`);
  await ctx.db
    .insert(likedTemplates)
    .values({ userId, tempId: template.id, createdAt: ctx.config.now() })
    .onConflictDoNothing();
}

export async function unlike(ctx: AppContext, userId: number, tempId: string): Promise<void> {
  await ctx.db.delete(likedTemplates).where(and(eq(likedTemplates.userId, userId), eq(likedTemplates.tempId, tempId)));
}

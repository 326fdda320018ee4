import { revokeUserSessions } from '../account';
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AdminUser, UserDetail } from '../../shared/api/admin';
import { findTemplate } from '../../shared/catalogue';
import { componentsToFormData, contentProgress } from '../../shared/content';
import { getContentSchema } from '../../generated';
import type { Db } from '../db/client';
import { chatMessages, contents, liveSites, users } from '../db/schema';
import { ordersOfUser } from './orders-service';

const SEARCH_LIMIT = 50;
const CHAT_LIMIT = 30;

/**
 * Paid orders per account, counted by the database. Written with explicit table names: drizzle leaves columns
 * unqualified in a one-table select, which inside this subquery would name the orders table's own columns.
 */
const paidOrders =
  sql<number>`(select count(*) from "orders" as "paid" where "paid"."user_id" = "users"."id" and "paid"."status" = 'paid')`
    .mapWith(Number)
    .as('paid_orders');

type UserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'fullName' | 'phone' | 'role' | 'createdAt' | 'disabledAt'
> & {
  paidOrders: number;
};

function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    phone: row.phone,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    disabledAt: row.disabledAt ? row.disabledAt.toISOString() : null,
    paidOrders: row.paidOrders,
  };
}

const userColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  phone: users.phone,
  role: users.role,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
  paidOrders,
};

/** Accounts whose e-mail or name contains the text (newest first); every account without one. */
export async function searchUsers(db: Db, text: string | undefined): Promise<{ users: AdminUser[]; more: boolean }> {
  const query = text?.trim();
  const pattern = query ? `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(pattern ? or(ilike(users.email, pattern), ilike(users.fullName, pattern)) : undefined)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(SEARCH_LIMIT + 1);
  return { users: rows.slice(0, SEARCH_LIMIT).map(toAdminUser), more: rows.length > SEARCH_LIMIT };
}

export async function findAdminUser(db: Db, userId: number): Promise<AdminUser | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row ? toAdminUser(row) : undefined;
}

/** Everything the admin needs to help one buyer: orders, live sites, how far the content is, the chat. */
export async function userDetail(db: Db, userId: number, adminEmails: string[]): Promise<UserDetail | undefined> {
  const user = await findAdminUser(db, userId);
  if (!user) return undefined;
  const userOrders = await ordersOfUser(db, userId);
  const sites = await db.select().from(liveSites).where(eq(liveSites.userId, userId)).orderBy(asc(liveSites.createdAt));
  const saved = await db.select().from(contents).where(eq(contents.userId, userId)).orderBy(desc(contents.updatedAt));
  const content = saved.flatMap((row) => {
    const template = findTemplate(row.baseTempId);
    const entry = template && getContentSchema(template.schema);
    if (!template || !entry) return [];
    const pack = userOrders.find((order) => order.tempId === template.id && order.state === 'paid')?.packType;
    const { data } = componentsToFormData(entry.layout, template.id, row.components);
    const progress = contentProgress(entry.layout, data, pack ?? 'basic');
    return [
      {
        tempId: template.id,
        templateName: template.name,
        filled: progress.filled,
        total: progress.total,
        percent: progress.percent,
        updatedAt: row.updatedAt.toISOString(),
      },
    ];
  });
  const between = adminEmails.map((admin) =>
    or(
      and(eq(chatMessages.fromEmail, user.email), eq(chatMessages.toEmail, admin)),
      and(eq(chatMessages.fromEmail, admin), eq(chatMessages.toEmail, user.email)),
    ),
  );
  const chat = between.length
    ? await db
        .select()
        .from(chatMessages)
        .where(or(...between))
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
        .limit(CHAT_LIMIT)
    : [];
  return {
    user,
    orders: userOrders,
    liveSites: sites.map((site) => ({
      liveId: site.id,
      tempId: site.tempId,
      slug: site.slug,
      published: site.published,
      publishedAt: site.publishedAt ? site.publishedAt.toISOString() : null,
    })),
    content,
    chat: chat.reverse().map((message) => ({
      from: message.fromEmail,
      to: message.toEmail,
      message: message.message,
      at: message.createdAt.toISOString(),
    })),
  };
}

export async function adminEmails(db: Db): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
  return rows.map((row) => row.email);
}

/** Sets or clears disabled_at: a disabled account cannot log in and its tokens stop working. */
export async function setDisabled(db: Db, userId: number, disabled: boolean, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ disabledAt: disabled ? now : null })
    .where(eq(users.id, userId));
  // Ended, not paused: enabling the account again does not bring old sessions back.
  if (disabled) await revokeUserSessions(db, userId, now);
}

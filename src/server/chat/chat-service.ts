/**
 * The help chat's records: who may write to whom, storing a message, a conversation's history and the
 * admin's list of conversations. Used by the HTTP routes and the live channel alike, so both apply the
 * same rules. A conversation is keyed by the buyer's e-mail; its other side is the admin.
 */
import { and, asc, desc, eq, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ChatMessageDto, ConversationSummary } from '../../shared/api/chat';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatTag } from '../../shared/chat';
import type { AuthUser } from '../account';
import type { AppContext } from '../context';
import { chatMessages, users } from '../db/schema';
import { hasControlCharacters } from '../http/control-characters';
import { HttpError } from '../http/errors';
import { findUpload, ownedUploads } from '../media';

type ChatRow = typeof chatMessages.$inferSelect;

/** A conversation's history is long-lived; one answer carries at most this many of its latest messages. */
const HISTORY_LIMIT = 500;

export function toDto(row: ChatRow): ChatMessageDto {
  return {
    id: row.id,
    message: row.message,
    from: row.fromEmail,
    to: row.toEmail,
    dateOfCreation: row.createdAt.toISOString(),
    tag: row.tag === 'bug' ? 'bug' : null,
    attachment: row.attachment,
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

export interface OutgoingMessage {
  /** When given (the spec's body carries it), it must be the sender. */
  from?: string;
  to: string;
  message: string;
  tag?: ChatTag;
  attachment?: string;
}

/** The buyer whose conversation a message belongs to. */
export function conversationOf(message: { from: string; to: string }, adminEmail: string): string {
  return message.from === adminEmail ? message.to : message.from;
}

/** A message names its sender only as the caller (or, for the admin, the support address). */
export function refuseOtherSender(ctx: AppContext, sender: AuthUser, claimed: string | undefined): void {
  const own = sender.email.toLowerCase();
  const from = sender.role === 'admin' ? ctx.config.adminEmail : own;
  const name = claimed?.trim().toLowerCase();
  if (name !== undefined && name !== own && name !== from)
    throw new HttpError(403, 'You can only send messages as yourself.');
}

/**
 * Checks and stores a message from `sender`. A buyer writes only to the admin, as themself; the admin
 * writes to any buyer. An attachment must be an image the sender uploaded.
 */
export async function storeMessage(ctx: AppContext, sender: AuthUser, input: OutgoingMessage): Promise<ChatMessageDto> {
  const own = sender.email.toLowerCase();
  const admin = ctx.config.adminEmail;
  // Whichever admin account answers, the buyer hears from the one support address.
  const from = sender.role === 'admin' ? admin : own;
  const to = input.to.trim().toLowerCase();
  refuseOtherSender(ctx, sender, input.from);
  const text = input.message.trim();
  if (text.length > CHAT_MESSAGE_MAX_LENGTH)
    throw new HttpError(400, `message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`);
  if (!text && !input.attachment) throw new HttpError(400, 'message must not be empty');
  if (hasControlCharacters(text, { keepLineBreaks: true })) throw new HttpError(400, 'message has control characters');

  if (sender.role === 'admin') {
    if (to === from || to === own) throw new HttpError(400, 'to must be a buyer, not yourself');
    const [recipient] = await ctx.db.select({ role: users.role }).from(users).where(eq(users.email, to)).limit(1);
    if (!recipient || recipient.role === 'admin') throw new HttpError(404, 'No buyer has that e-mail.');
  } else if (to !== admin) {
    throw new HttpError(403, 'Messages go to support only.');
  }

  if (input.attachment !== undefined) {
    const owned = await ownedUploads(ctx, sender.id, [input.attachment]);
    const record = owned.has(input.attachment) ? await findUpload(ctx, input.attachment) : null;
    if (!record || !record.mimeType.startsWith('image/'))
      throw new HttpError(400, 'attachment must be an image you uploaded');
  }

  const [row] = await ctx.db
    .insert(chatMessages)
    .values({
      fromEmail: from,
      toEmail: to,
      message: text,
      tag: input.tag ?? null,
      attachment: input.attachment ?? null,
      createdAt: ctx.config.now(),
    })
    .returning();
  return toDto(row);
}

/** Who may read a buyer's conversation: the buyer and the admin. */
export function assertMayRead(caller: AuthUser, buyerEmail: string): void {
  if (caller.role !== 'admin' && caller.email.toLowerCase() !== buyerEmail.toLowerCase())
    throw new HttpError(403, 'You can only read your own conversation.');
}

const inConversation = (buyer: string) => or(eq(chatMessages.fromEmail, buyer), eq(chatMessages.toEmail, buyer));

/** A buyer's conversation, oldest first (its latest HISTORY_LIMIT messages). */
export async function conversationHistory(ctx: AppContext, buyerEmail: string): Promise<ChatMessageDto[]> {
  const rows = await ctx.db
    .select()
    .from(chatMessages)
    .where(inConversation(buyerEmail.toLowerCase()))
    .orderBy(desc(chatMessages.id))
    .limit(HISTORY_LIMIT);
  return rows.reverse().map(toDto);
}

/** Messages stored after `afterId`, oldest first: of one conversation, or of all when `buyerEmail` is null. */
export async function messagesAfter(
  ctx: AppContext,
  afterId: number,
  buyerEmail: string | null,
): Promise<ChatMessageDto[]> {
  const rows = await ctx.db
    .select()
    .from(chatMessages)
    .where(and(gt(chatMessages.id, afterId), buyerEmail ? inConversation(buyerEmail) : undefined))
    .orderBy(asc(chatMessages.id))
    .limit(HISTORY_LIMIT);
  return rows.map(toDto);
}

export async function messageById(ctx: AppContext, id: number): Promise<ChatMessageDto | null> {
  const [row] = await ctx.db.select().from(chatMessages).where(eq(chatMessages.id, id)).limit(1);
  return row ? toDto(row) : null;
}

export async function latestMessageId(ctx: AppContext): Promise<number> {
  const [row] = await ctx.db.select({ id: sql<number>`coalesce(max(${chatMessages.id}), 0)` }).from(chatMessages);
  return Number(row?.id ?? 0);
}

/**
 * Every conversation with its last message and the buyer's messages the admin has not opened, newest
 * first; `search` narrows to buyers whose e-mail contains it.
 */
export async function listConversations(ctx: AppContext, search?: string): Promise<ConversationSummary[]> {
  const admin = ctx.config.adminEmail;
  const buyer = sql<string>`case when ${chatMessages.fromEmail} = ${admin} then ${chatMessages.toEmail} else ${chatMessages.fromEmail} end`;
  const needle = search?.trim().toLowerCase();
  const pattern = needle ? `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const summaries = await ctx.db
    .select({
      user: buyer,
      lastId: sql<number>`max(${chatMessages.id})`,
      unread: sql<number>`count(*) filter (where ${chatMessages.toEmail} = ${admin} and ${chatMessages.readAt} is null)`,
    })
    .from(chatMessages)
    .where(pattern ? ilike(buyer, pattern) : undefined)
    // By position: the expression carries a bound parameter, which PostgreSQL would not match textually.
    .groupBy(sql`1`)
    .orderBy(desc(sql`max(${chatMessages.id})`))
    .limit(HISTORY_LIMIT);
  if (summaries.length === 0) return [];

  const lastRows = await ctx.db
    .select()
    .from(chatMessages)
    .where(
      inArray(
        chatMessages.id,
        summaries.map((s) => Number(s.lastId)),
      ),
    );
  const byId = new Map(lastRows.map((row) => [row.id, row]));
  const names = await ctx.db
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(
      inArray(
        users.email,
        summaries.map((s) => s.user),
      ),
    );
  const nameOf = new Map(names.map((row) => [row.email, row.fullName]));
  return summaries.map((summary) => ({
    user: summary.user,
    fullName: nameOf.get(summary.user) ?? '',
    lastMessage: toDto(byId.get(Number(summary.lastId))!),
    unread: Number(summary.unread),
  }));
}

/** The admin opened a conversation: the buyer's unread messages are read now. */
export async function markConversationRead(ctx: AppContext, buyerEmail: string): Promise<number> {
  const marked = await ctx.db
    .update(chatMessages)
    .set({ readAt: ctx.config.now() })
    .where(
      and(
        eq(chatMessages.fromEmail, buyerEmail.toLowerCase()),
        eq(chatMessages.toEmail, ctx.config.adminEmail),
        isNull(chatMessages.readAt),
      ),
    )
    .returning({ id: chatMessages.id });
  return marked.length;
}

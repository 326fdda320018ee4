/**
 * Every household of a site gets a new personal link at once. What a removed co-host could have kept are the
 * links: the guest list and its CSV show each household's `/invite/{slug}/g/{token}`, and a link opens the
 * household's page (a private site too) and answers for it. A new nonce per household makes a new token; the old
 * tokens, and the `household.<slug>` cookies holding them, stop working. The households keep everything else
 * (functions, answers, sent and opened times): the hosts send the new links again.
 */
import { eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import { households } from '../db/schema';
import type { GuestListTx } from './guest-list-writes';
import { freshLink } from './links';

/**
 * Call inside the guest-list write (writeGuestList) that holds the site's lock, so the old links stop working on
 * every instance once it commits. Answers how many links were replaced.
 */
export async function rotateAllLinks(
  tx: GuestListTx,
  config: AppConfig,
  liveId: string,
  actor: string,
  now: Date,
): Promise<number> {
  const rows = await tx.select({ id: households.id }).from(households).where(eq(households.liveId, liveId));
  if (!rows.length) return 0;
  // One statement for the whole list (at most 3,000 households: 9,000 parameters, under PostgreSQL's 65,535).
  const values = rows.map(({ id }) => {
    const link = freshLink(config);
    return sql`(${id}::integer, ${link.linkNonce}::text, ${link.tokenHash}::text)`;
  });
  await tx.execute(sql`
    update ${households}
       set link_nonce = fresh.nonce, token_hash = fresh.hash, updated_by = ${actor}, updated_at = ${now.toISOString()}::timestamptz
      from (values ${sql.join(values, sql`, `)}) as fresh(id, nonce, hash)
     where ${households.id} = fresh.id and ${households.liveId} = ${liveId}`);
  return rows.length;
}

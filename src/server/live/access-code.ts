/**
 * A private site's access code: set when publishing, typed once per device by its guests.
 *
 * Checking is cheap: beside the scrypt hash (from which access cookies are derived) the site keeps an HMAC of the
 * code under the server's key and the site's id, so a check is an HMAC, not 128 MB of scrypt, and takes none of
 * the password slots sign-in needs. A code set before that HMAC existed is checked once with scrypt, in a small
 * lane of its own, and its HMAC is stored at the first right code (so is one made under an earlier server key).
 *
 * A code is short, so guessing is what protects it, bounded per site in the database (every instance agrees):
 * after LIVE_ACCESS_FAILURES_BEFORE_DELAY wrong codes in a day from anywhere, the site waits as sign-in does
 * (30 s doubling to 15 minutes after the last wrong code), and while it waits, an address that typed a wrong code
 * for it that day is asked to wait without its code being checked. Other addresses are still checked: a
 * wedding's guests opening the link together with the right code get in at once, and someone guessing from many
 * addresses gets one guess per address each time the site's wait runs out (at most 15 minutes once it has grown;
 * an IPv6 client may hold many addresses). (A wait for every address would not do: a guest and a guesser
 * look alike until the code is checked, so the guests would be locked out for as long as anyone guessed.)
 * Codes are decided under a lock on the site, so parallel guesses each see the ones before them; codes arriving
 * together are decided together, in order, in one transaction.
 *
 * A code typed for an address with no private site behind it (unknown, or open to everyone) is decided the same
 * way, as a wrong code for a site whose code nobody can type, counted under `address:<slug>`: the same answer,
 * headers, work and waits, so the call does not tell a stranger which addresses are private, public or free.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, inArray, lt, max, sql } from 'drizzle-orm';
import {
  BUSY_RETRY_SECONDS,
  failureDelayMs,
  hashPassword,
  PasswordCheckSlots,
  verifyPassword,
  withPasswordSlot,
} from '../account';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { announceSiteChange } from '../db/site-changes';
import { accessCodeFailures, liveSites } from '../db/schema';
import { HttpError } from '../http/errors';
import { nextFairTurn } from '../http/fair-turns';
import type { LiveSiteRow } from './site-content';

export const ACCESS_CODE_WRONG = 'That code is not right. Check the code the hosts sent you.';
export const ACCESS_CODE_BUSY = 'Many guests are opening this invitation right now. Try the code again in a moment.';
export const accessCodeWait = (seconds: number) =>
  `Too many wrong codes were typed for this invitation. Try again in ${
    seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`
  }.`;

const DAY_MS = 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 10 * 60_000;

/** Names the key an HMAC was made with, so a check made under an earlier key is not read as a wrong code. */
function keyId(ctx: AppContext): string {
  return createHmac('sha256', ctx.config.otpSecret).update('invite-code-key').digest('base64url').slice(0, 8);
}

/**
 * The HMAC a code is checked against, `<key id>.<mac>`: keyed by the server, bound to the site's id (stable across
 * slug changes).
 */
export function accessCodeCheck(ctx: AppContext, liveId: string, code: string): string {
  const mac = createHmac('sha256', ctx.config.otpSecret)
    .update(`invite-code\u0000${liveId}\u0000${code}`)
    .digest('base64url');
  return `${keyId(ctx)}.${mac}`;
}

/** The stored check when it was made under the current key; otherwise the code is checked as an older one. */
function currentCheck(ctx: AppContext, stored: string | null): string | null {
  return stored?.startsWith(`${keyId(ctx)}.`) ? stored : null;
}

/**
 * What a site stores for a new code: the scrypt hash, made in one of the password slots (a publish is as rare and
 * as costly as a sign-in), and the HMAC. 'busy' when no slot came: nothing was hashed.
 */
export async function accessCodeSecrets(
  ctx: AppContext,
  liveId: string,
  code: string,
): Promise<{ accessCodeHash: string; accessCodeCheck: string } | 'busy'> {
  const hash = await withPasswordSlot(ctx, () => hashPassword(code, ctx.config.passwordHashing));
  if (hash === 'busy') return 'busy';
  return { accessCodeHash: hash, accessCodeCheck: accessCodeCheck(ctx, liveId, code) };
}

/** scrypt checks of codes set before the HMAC: one at a time, a short line, apart from sign-in's slots. */
const lanes = new WeakMap<AppContext, PasswordCheckSlots>();
function legacyLane(ctx: AppContext): PasswordCheckSlots {
  let lane = lanes.get(ctx);
  if (!lane) lanes.set(ctx, (lane = new PasswordCheckSlots(1, 8, 3000)));
  return lane;
}
/** Tests: another lane for the scrypt checks of older codes. */
export function setLegacyCodeLane(ctx: AppContext, lane: PasswordCheckSlots): void {
  lanes.set(ctx, lane);
}

const lastPruned = new WeakMap<Db, number>();
async function pruneOldFailures(db: Db, now: Date): Promise<void> {
  const previous = lastPruned.get(db);
  if (previous !== undefined && Math.abs(now.getTime() - previous) < PRUNE_EVERY_MS) return;
  lastPruned.set(db, now.getTime());
  await db.delete(accessCodeFailures).where(lt(accessCodeFailures.createdAt, new Date(now.getTime() - DAY_MS)));
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

type Decision =
  | { kind: 'wait'; seconds: number }
  | { kind: 'right' }
  | { kind: 'wrong' }
  /** An older code: checked with scrypt after the decision; the failure row is recorded ahead, deleted if right. */
  | { kind: 'check-slowly'; failureId: number };

interface Typed {
  /** What wrong codes are counted and locked under: the site's id, or `address:<slug>` without a private site. */
  key: string;
  /** The HMAC a right code makes, as stored (null or under an earlier key: an older code, checked with scrypt). */
  check: string | null;
  code: string;
  clientIp: string;
}

interface Waiting extends Typed {
  resolve(decision: Decision): void;
  reject(error: unknown): void;
}

/** Codes typed for a site while its previous ones are being decided, by site id; a key is there while deciding. */
const queues = new WeakMap<AppContext, Map<string, Waiting[]>>();
const MOST_PER_BATCH = 200;

/**
 * Decides a typed code under the site's lock, after every code typed for the site before it. Codes that arrive
 * in the same turn of the event loop, or while earlier ones are being decided, are decided together, in order, in
 * one transaction: a wedding's guests opening the link at once cost a few transactions, not one each.
 */
function decideInTurn(ctx: AppContext, typed: Typed): Promise<Decision> {
  let bySite = queues.get(ctx);
  if (!bySite) queues.set(ctx, (bySite = new Map()));
  const queue = bySite;
  return new Promise<Decision>((resolve, reject) => {
    const waiting = { ...typed, resolve, reject };
    const line = queue.get(typed.key);
    if (line) {
      line.push(waiting);
      return;
    }
    queue.set(typed.key, [waiting]);
    // Codes typed together (a crowd opening the link, a burst of guesses) are read in one turn of the event loop.
    // Deciding after that turn lets them share a transaction; deciding at once gave each its own, as the first
    // code's queries ran before the next request was even read.
    setImmediate(() => void decideAll(ctx, queue, typed.key));
  });
}

async function decideAll(ctx: AppContext, queue: Map<string, Waiting[]>, liveId: string) {
  const nextBatch = () => queue.get(liveId)!.splice(0, MOST_PER_BATCH);
  for (let batch = nextBatch(); batch.length > 0; batch = nextBatch()) {
    try {
      const decisions = await decideBatch(ctx, liveId, batch);
      // Each guest's answer goes out as its decision arrives: a few per turn, so other requests are read between.
      batch.forEach((waiting, index) => void nextFairTurn(liveId).then(() => waiting.resolve(decisions[index]!)));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }
  queue.delete(liveId);
}

/** The batch's codes one after the other, as if each had its own turn: each sees the wrong codes before it. */
async function decideBatch(ctx: AppContext, liveId: string, batch: readonly Typed[]): Promise<Decision[]> {
  const now = ctx.config.now();
  const since = new Date(now.getTime() - DAY_MS);
  const threshold = ctx.config.limits.liveAccessFailuresBeforeDelay;
  return ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`access-code:${liveId}`}))`);
    const recent = and(eq(accessCodeFailures.liveId, liveId), gt(accessCodeFailures.createdAt, since));
    const [site] = await tx
      .select({ failures: count(), last: max(accessCodeFailures.createdAt) })
      .from(accessCodeFailures)
      .where(recent);
    let failures = Number(site?.failures ?? 0);
    let last = site?.last ? new Date(site.last).getTime() : 0;
    const addresses = [...new Set(batch.map((typed) => typed.clientIp))];
    const guessedWrong = new Set(
      failures === 0
        ? []
        : (
            await tx
              .selectDistinct({ clientIp: accessCodeFailures.clientIp })
              .from(accessCodeFailures)
              .where(and(recent, inArray(accessCodeFailures.clientIp, addresses)))
          ).map((row) => row.clientIp),
    );

    const decisions: Decision[] = [];
    /** The wrong codes' addresses, by their decision's index: stored together, in one statement. */
    const wrong = new Map<number, string>();
    for (const [index, { check, code, clientIp }] of batch.entries()) {
      const delay = failureDelayMs(failures, threshold);
      const waitMs = delay > 0 ? last + delay - now.getTime() : 0;
      const stored = currentCheck(ctx, check);
      if (waitMs > 0 && guessedWrong.has(clientIp)) {
        decisions.push({ kind: 'wait', seconds: Math.ceil(waitMs / 1000) });
      } else if (stored && sameText(accessCodeCheck(ctx, liveId, code), stored)) {
        decisions.push({ kind: 'right' });
      } else {
        failures += 1;
        last = now.getTime();
        guessedWrong.add(clientIp);
        wrong.set(index, clientIp);
        decisions.push(stored ? { kind: 'wrong' } : { kind: 'check-slowly', failureId: 0 });
      }
    }
    if (wrong.size > 0) {
      // One statement, not one per code: PGlite runs a transaction as one unbroken stretch of the server's only
      // thread, and fifty inserts in a row held every other request for up to a quarter of a second.
      const stored = await tx
        .insert(accessCodeFailures)
        .values([...wrong.values()].map((clientIp) => ({ liveId, clientIp, createdAt: now })))
        .returning({ id: accessCodeFailures.id, clientIp: accessCodeFailures.clientIp });
      // An older code's check deletes one failure of its own address if the code was right.
      for (const [index, clientIp] of wrong) {
        const decision = decisions[index]!;
        if (decision.kind !== 'check-slowly') continue;
        const own = stored.findIndex((row) => row.clientIp === clientIp);
        decision.failureId = stored.splice(own, 1)[0]!.id;
      }
    }
    return decisions;
  });
}

/**
 * Lets a guest in with the site's code: the site as the access cookie is made from it, or an HttpError (403 for a
 * wrong code, 429 with Retry-After while the address must wait or the scrypt lane is full).
 */
export async function admitWithCode(
  ctx: AppContext,
  site: LiveSiteRow & { accessCodeHash: string },
  code: string,
  clientIp: string,
): Promise<{ slug: string; accessCodeHash: string }> {
  const codeHash = site.accessCodeHash;
  await pruneOldFailures(ctx.db, ctx.config.now());

  const decision = await decideInTurn(ctx, { key: site.id, check: site.accessCodeCheck, code, clientIp });

  if (decision.kind === 'wait') throw waitFor(decision.seconds);
  if (decision.kind === 'wrong') throw new HttpError(403, ACCESS_CODE_WRONG);
  if (decision.kind === 'check-slowly') {
    const forget = () => ctx.db.delete(accessCodeFailures).where(eq(accessCodeFailures.id, decision.failureId));
    const release = await legacyLane(ctx).tryEnter();
    if (!release) {
      // Not checked: it counts as no try at all.
      await forget();
      throw new HttpError(429, ACCESS_CODE_BUSY, {}, { headers: { 'Retry-After': String(BUSY_RETRY_SECONDS) } });
    }
    let right: boolean;
    try {
      right = await verifyPassword(code, codeHash);
    } finally {
      release();
    }
    if (!right) throw new HttpError(403, ACCESS_CODE_WRONG);
    await forget();
    // From now on this code is checked by its HMAC (unless the buyer changed the code meanwhile).
    await ctx.db
      .update(liveSites)
      .set({ accessCodeCheck: accessCodeCheck(ctx, site.id, code) })
      .where(and(eq(liveSites.id, site.id), eq(liveSites.accessCodeHash, codeHash)));
    // Copies of the site kept for its pages and this call hold no HMAC yet: they are dropped, on every instance.
    await announceSiteChange(ctx.db, { liveId: site.id });
  }
  return { slug: site.slug, accessCodeHash: codeHash };
}

/** A code no one can type: longer than the longest code a guest may send. */
const UNTYPEABLE = randomBytes(33).toString('base64url');

/**
 * Refuses a code typed for an address with no private site behind it (unknown, unpublished or open to everyone)
 * exactly as a wrong code for a private site: decided in the same queue and transaction, counted as a wrong code
 * under `address:<slug>`, with the same wait once an address keeps guessing.
 */
export async function refuseAsWrongCode(ctx: AppContext, slug: string, code: string, clientIp: string): Promise<never> {
  await pruneOldFailures(ctx.db, ctx.config.now());
  const key = `address:${slug}`;
  const decision = await decideInTurn(ctx, { key, check: accessCodeCheck(ctx, key, UNTYPEABLE), code, clientIp });
  if (decision.kind === 'wait') throw waitFor(decision.seconds);
  throw new HttpError(403, ACCESS_CODE_WRONG);
}

function waitFor(seconds: number): HttpError {
  return new HttpError(429, accessCodeWait(seconds), {}, { headers: { 'Retry-After': String(seconds) } });
}

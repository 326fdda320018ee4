/**
 * Two accounts with real records: the owner, whose records another user must never read or change, and
 * the intruder, a signed-in user who owns records of their own (so routes reach their ownership checks).
 * Also tokens that must all be refused, and snapshots of every table's content and of the data directory's files
 * to prove bad input changed nothing.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { eq, getTableColumns, getTableName, inArray, is, or, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { SignJWT } from 'jose';
import { findTemplate } from '../../../src/shared/catalogue';
import { issueAccessToken } from '../../../src/server/account/tokens';
import * as schema from '../../../src/server/db/schema';
import { croppedImageBody, SAMPLE_FILES } from '../../../src/server/media/testing/sample-files';
import { createOrder, markPaid } from '../../../src/server/orders';
import { seedPhoto, seedRsvp, seedWish } from '../../../src/server/moderation/testing/seed';
import { createUserWithToken, type TestApp } from '../../../src/server/testing/test-app';

const ALL_TABLES = Object.values(schema).filter((value) => is(value, PgTable)) as PgTable[];

const TABLE_NAMES = ALL_TABLES.map((table) => getTableName(table));
/**
 * One query for a digest of every table's content: each row as text, in a fixed order, hashed. Equal digests
 * mean no row was added, removed or edited.
 */
const DIGEST_QUERY = sql.raw(
  TABLE_NAMES.map(
    (name) =>
      `select '${name}' as name, md5(coalesce(string_agg(r::text, E'\\n' order by r::text), '')) as digest from "${name}" r`,
  ).join(' union all '),
);

/** Every file under a directory (its path and size), sorted; a missing directory has none. */
function filesUnder(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(dir, name);
      const stat = statSync(path, { throwIfNoEntry: false });
      if (stat?.isDirectory()) walk(path);
      else if (stat) found.push(`${relative(root, path)} ${stat.size}`);
    }
  };
  walk(root);
  return found.sort();
}

export interface StateSnapshot {
  /** A digest of each table's rows, by table name. */
  tables: Record<string, string>;
  /** Every file under the data directory (uploads, the mail outbox), with its size. */
  files: string[];
}

/**
 * Tables whose rows record refused requests on purpose: failed sign-ins feed the login throttle, wrong access codes
 * (for any address, so an unknown one answers as a private one does) feed the code lockout, and refused photos
 * count against their sender's share of the site's budget.
 */
export const RECORDS_OF_REFUSALS = ['auth_attempts', 'access_code_failures', 'guest_photo_refusals'];

/**
 * What a refused request must leave as it was: the content of every table (not only how many rows it has)
 * and the files under the data directory, so a refusal that edits a row or leaves a file behind is caught.
 */
export async function stateOf(t: TestApp, ignoredTables: readonly string[] = []): Promise<StateSnapshot> {
  const result = (await t.app.ctx.db.execute(DIGEST_QUERY)) as unknown as { rows: { name: string; digest: string }[] };
  const tables = Object.fromEntries(
    result.rows.filter((row) => !ignoredTables.includes(row.name)).map((row) => [row.name, row.digest]),
  );
  return { tables, files: filesUnder(t.dataDir) };
}

/**
 * Every row that belongs to a user: their users row, each row of a table with a user_id column, and the
 * help-chat messages they sent or received (keyed by e-mail).
 */
export async function rowsOf(t: TestApp, userId: number): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  const [user] = await t.app.ctx.db
    .select({ email: schema.users.email })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  if (user) {
    const { chatMessages } = schema;
    rows.chat_messages = await t.app.ctx.db
      .select()
      .from(chatMessages)
      .where(or(eq(chatMessages.fromEmail, user.email), eq(chatMessages.toEmail, user.email)));
  }
  const sites = await t.app.ctx.db
    .select({ id: schema.liveSites.id })
    .from(schema.liveSites)
    .where(eq(schema.liveSites.userId, userId));
  const liveIds = sites.map((site) => site.id);
  for (const table of ALL_TABLES) {
    const columns = getTableColumns(table) as Record<string, any>;
    const owner = table === schema.users ? columns.id : columns.userId;
    if (owner) rows[getTableName(table)] = await t.app.ctx.db.select().from(table).where(eq(owner, userId));
    // What guests sent to the user's live sites (wishes, photos, RSVPs) is the user's too.
    else if (columns.liveId && liveIds.length)
      rows[getTableName(table)] = await t.app.ctx.db.select().from(table).where(inArray(columns.liveId, liveIds));
  }
  return JSON.parse(JSON.stringify(rows));
}

export type Account = Awaited<ReturnType<typeof createUserWithToken>>;

export interface Owner extends Account {
  orderId: string;
  liveId: string;
  /** The address of the owner's published site (guests' calls go to it). */
  slug: string;
  fileName: string;
  /** A guest's wish and photo on the owner's live site, and an RSVP to it. */
  wishId: number;
  imageId: number;
  /** A household on the owner's guest list, and a co-host of the site. */
  householdId: number;
  cohostId: number;
  /** Text only the owner's records hold; no answer to anyone else may contain it. */
  secrets: string[];
}

async function buy(t: TestApp, userId: number, templateId: string) {
  const order = await createOrder(t.app.ctx.db, {
    userId,
    template: findTemplate(templateId)!,
    packType: 'luxury',
    provider: 'sandbox',
    now: t.clock.now(),
  });
  await markPaid(t.app.ctx.db, order.id, { at: t.clock.now() });
  return order.id;
}

async function upload(t: TestApp, account: Account): Promise<string> {
  const body = croppedImageBody(SAMPLE_FILES.png, 'image/png');
  const response = await t.app.inject({
    method: 'POST',
    url: '/rest/api/public/upload',
    payload: body.payload,
    headers: { ...body.headers, authorization: account.authorization },
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.body;
}

/** A call the fixture needs to succeed, as the account. */
async function call(
  t: TestApp,
  account: Account,
  what: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  const response = await t.app.inject({ method, url, payload, headers: { authorization: account.authorization } });
  if (response.statusCode !== 200) throw new Error(`${what} failed: ${response.body}`);
  return response;
}

export const OWNER_MARKER = 'OwnerOnlyText-7f3a';
const GUEST_MARKER = 'GuestOfOwnerText-91c2';
export const OWNER_SLUG = 'zeenat-weds-owner';

export async function createOwner(t: TestApp): Promise<Owner> {
  const account = await createUserWithToken(t, {
    email: 'owner.zeenat@example.in',
    fullName: 'Zeenat Ownerly',
    phone: '9000000001',
  });
  const orderId = await buy(t, account.id, 'wed001');
  const fileName = await upload(t, account);
  const liveId = 'live-owner-zeenat';
  await t.app.ctx.db
    .insert(schema.liveSites)
    .values({ id: liveId, userId: account.id, tempId: 'wed001', orderId, slug: OWNER_SLUG, published: true });
  await call(t, account, 'owner content', 'POST', '/rest/api/private/createuserdata', {
    baseTempID: 'wed001',
    liveID: liveId,
    components: [
      { comp_id: 'wed001-BrideName', comp_type: 'TEXT', comp_value: OWNER_MARKER },
      { comp_id: 'wed001-CoverPhoto', comp_type: 'IMAGE', comp_value: fileName },
      // A date and time, so the site's calendar file can be made.
      { comp_id: 'wed001-WeddingDate', comp_type: 'TEXT', comp_value: '2027-02-14' },
      { comp_id: 'wed001-WeddingTime', comp_type: 'TEXT', comp_value: '19:00' },
    ],
  });
  await call(t, account, 'owner chat', 'POST', `/rest/api/chatuser?user=${account.email}`, {
    from: account.email,
    to: t.config.adminEmail,
    message: `Help please: ${OWNER_MARKER}`,
  });
  await call(t, account, 'owner look', 'PUT', '/rest/api/private/look/wed001', {
    palette: null,
    accent: '#15803d',
    fonts: 'modern',
    music: { source: 'bundled', track: 'sitar-breeze' },
    texts: [{ lang: 'hi', field: 'BrideName', text: OWNER_MARKER }],
  });
  await call(t, account, 'owner cart', 'GET', '/rest/api/public/addtocart/wed002/premium');
  const ctx = t.app.ctx;
  const wishId = await seedWish(ctx, liveId, { name: GUEST_MARKER, message: `${GUEST_MARKER} wish` });
  const photo = await seedPhoto(ctx, liveId, { name: GUEST_MARKER, bytes: SAMPLE_FILES.png });
  await seedRsvp(ctx, liveId, { name: GUEST_MARKER, events: [{ eventKey: 'main', attending: true, adults: 2 }] });
  await t.app.inject({
    method: 'PUT',
    url: '/rest/api/private/liked_templates/wed003',
    headers: { authorization: account.authorization },
  });
  const household = await call(t, account, 'owner household', 'POST', `/rest/api/private/live/${liveId}/households`, {
    name: `${OWNER_MARKER} family`,
    members: [],
    phone: '9000000011',
    events: [{ eventKey: 'main', seats: 2 }],
  });
  const [cohost] = await ctx.db
    .insert(schema.cohosts)
    .values({ liveId, email: 'cohost.owner@example.in', addedBy: account.email })
    .returning({ id: schema.cohosts.id });
  return {
    ...account,
    orderId,
    liveId,
    slug: OWNER_SLUG,
    fileName,
    wishId,
    imageId: photo.id,
    householdId: (household.json() as { id: number }).id,
    cohostId: cohost!.id,
    secrets: [account.email, OWNER_MARKER, 'Zeenat Ownerly', '9000000001', GUEST_MARKER, photo.fileName],
  };
}

export const INTRUDER_SLUG = 'bala-weds-intruder';

export interface Intruder extends Account {
  orderId: string;
  fileName: string;
}

export async function createIntruder(t: TestApp): Promise<Intruder> {
  const account = await createUserWithToken(t, {
    email: 'intruder.bala@example.in',
    fullName: 'Bala Intruder',
    phone: '9000000002',
  });
  const orderId = await buy(t, account.id, 'wed001');
  // Content and a published site of their own, so publishing calls reach their checks.
  await call(t, account, 'intruder content', 'POST', '/rest/api/private/createuserdata', {
    baseTempID: 'wed001',
    components: [{ comp_id: 'wed001-BrideName', comp_type: 'TEXT', comp_value: 'Bala' }],
  });
  await call(t, account, 'intruder site', 'POST', '/rest/api/private/live/publish', {
    baseTempID: 'wed001',
    slug: INTRUDER_SLUG,
  });
  return { ...account, orderId, fileName: await upload(t, account) };
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Authorization headers that must never pass for a signed-in user. */
export async function refusedAuthorizations(
  t: TestApp,
  intruder: Account,
): Promise<{ what: string; header?: string }[]> {
  const now = t.clock.now();
  const secret = t.config.jwtSecret;
  const user = { id: intruder.id, email: intruder.email, role: 'user' as const };
  const [, payload, signature] = intruder.token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const sign = (body: Record<string, unknown>, alg = 'HS256', key = secret) =>
    new SignJWT(body).setProtectedHeader({ alg, typ: 'JWT' }).sign(new TextEncoder().encode(key));

  const deleted = await createUserWithToken(t, { email: 'deleted.user@example.in' });
  await t.app.ctx.db.delete(schema.users).where(eq(schema.users.id, deleted.id));
  const changed = await createUserWithToken(t, { email: 'changed.password@example.in' });
  await t.app.ctx.db.update(schema.users).set({ passwordChangedAt: now }).where(eq(schema.users.id, changed.id));
  const loggedOut = await createUserWithToken(t, { email: 'logged.out@example.in' });
  await t.app.inject({ method: 'POST', url: '/rest/api/logout', headers: { authorization: loggedOut.authorization } });
  const disabled = await createUserWithToken(t, { email: 'disabled.user@example.in' });
  await t.app.ctx.db.update(schema.users).set({ disabledAt: now }).where(eq(schema.users.id, disabled.id));

  return [
    { what: 'no token' },
    { what: 'an empty bearer', header: 'Bearer ' },
    { what: 'not a JWT', header: 'Bearer not-a-token' },
    {
      what: 'basic credentials',
      header: `Basic ${Buffer.from(`${intruder.email}:correct horse battery`).toString('base64')}`,
    },
    {
      what: 'a token signed with another secret',
      header: `Bearer ${(await issueAccessToken('some-other-secret-that-is-long-enough!!', user, now)).token}`,
    },
    { what: 'alg none', header: `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.` },
    { what: 'HS512 with the right secret', header: `Bearer ${await sign(claims, 'HS512')}` },
    {
      what: 'a payload changed to admin under the old signature',
      header: `Bearer ${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ ...claims, role: 'admin' })}.${signature}`,
    },
    {
      what: 'an expired token',
      header: `Bearer ${(await issueAccessToken(secret, user, new Date(now.getTime() - 11 * 60_000), { sessionId: claims.sid })).token}`,
    },
    { what: 'a token without a session', header: `Bearer ${(await issueAccessToken(secret, user, now)).token}` },
    { what: "another session's id", header: `Bearer ${await sign({ ...claims, sid: 'no-such-session' })}` },
    { what: 'a logged-out session', header: loggedOut.authorization },
    { what: 'a disabled user', header: disabled.authorization },
    { what: 'a subject that is not a user id', header: `Bearer ${await sign({ ...claims, sub: '../1' })}` },
    { what: 'a role that does not exist', header: `Bearer ${await sign({ ...claims, role: 'superuser' })}` },
    { what: 'a deleted user', header: deleted.authorization },
    { what: 'a token from before a password change', header: changed.authorization },
    { what: 'a huge token', header: `Bearer ${'a'.repeat(16_000)}` },
  ];
}

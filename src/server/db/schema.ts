/**
 * The whole relational model. Migrations are generated from this file with `npm run db:generate`
 * (drizzle-kit) and applied at server start, identically on PGlite and PostgreSQL.
 */
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { GUEST_LANGUAGES } from '../../shared/api/guests';
import type { SiteLook } from '../../shared/look';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; login and signup compare lower-cased. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull().default(''),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    /** Tokens issued before this instant are refused (password change, reset). */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the admin: the account cannot log in and its sessions stop working. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

/**
 * A signed-in session: access tokens carry its id (`sid`), so logout, a password change or the admin
 * disabling the account ends it on the server, and refreshing stops at expiresAt.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One live code per e-mail: a new send replaces the old code. */
export const emailOtps = pgTable('email_otps', {
  email: text('email').primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  wrongTries: integer('wrong_tries').notNull().default(0),
  /** Set when the code was used; the signup must then happen before expiresAt. */
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  /** Hash of the one-time token handed (as a cookie) to the client that verified the code; signup needs it. */
  completionTokenHash: text('completion_token_hash'),
  createdAt: createdAt(),
});

/** Every OTP send, for the per-e-mail and per-client send limits. */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    clientIp: text('client_ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('otp_sends_email_idx').on(t.email, t.createdAt), index('otp_sends_ip_idx').on(t.clientIp, t.createdAt)],
);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Login attempts, failed logins and reset requests, for the per-client and per-e-mail limits. Kept in the
 * database (not process memory) so several app instances share them; rows older than a day are pruned.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['login', 'login_failure', 'reset_request'] }).notNull(),
    /** Lower-cased e-mail the attempt named, whether or not an account has it. */
    email: text('email').notNull(),
    clientIp: text('client_ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_attempts_email_idx').on(t.kind, t.email, t.createdAt),
    index('auth_attempts_ip_idx').on(t.kind, t.clientIp, t.createdAt),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull().default(''),
  /** Set when the admin has dealt with the message. */
  handledAt: timestamp('handled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const analyticsCounters = pgTable('analytics_counters', {
  page: text('page').primaryKey(),
  visits: bigint('visits', { mode: 'number' }).notNull().default(0),
});

/** Visits per page per day (Asia/Kolkata calendar day), for the admin's charts. */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    page: text('page').notNull(),
    visits: bigint('visits', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.page] })],
);

/** The cart holds at most one item per user. */
export const cartItems = pgTable('cart_items', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tempId: text('temp_id').notNull(),
  packType: text('pack_type', { enum: ['basic', 'premium', 'luxury'] }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A message pack waiting in the cart, beside the template item: at most one per user, for one of their sites. */
export const cartMessagePacks = pgTable('cart_message_packs', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  liveId: text('live_id')
    .notNull()
    .references(() => liveSites.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** status only moves forward: created -> paid, or created -> expired. */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tempId: text('temp_id').notNull(),
    packType: text('pack_type', { enum: ['basic', 'premium', 'luxury'] }).notNull(),
    /** Whole rupees, computed on the server from the catalogue. */
    amountRupees: integer('amount_rupees').notNull(),
    status: text('status', { enum: ['created', 'paid', 'expired'] })
      .notNull()
      .default('created'),
    provider: text('provider').notNull(),
    providerLinkId: text('provider_link_id'),
    linkUrl: text('link_url'),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
    /** The provider's payment id (Razorpay pay_...), needed to find or refund the payment later. */
    providerPaymentId: text('provider_payment_id'),
    /**
     * A message pack's order: the API messages it buys and the site they are for (temp_id is then
     * MESSAGE_PACK_ITEM, no template). Null on a template's order. No foreign key: a deleted site keeps its orders.
     */
    messages: integer('messages'),
    liveId: text('live_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('orders_user_idx').on(t.userId), index('orders_link_idx').on(t.providerLinkId)],
);

/** Provider webhook event ids already applied, so repeats change nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Files on disk under DATA_DIR/uploads; the name is generated, never the user's. */
export const uploads = pgTable(
  'uploads',
  {
    fileName: text('file_name').primaryKey(),
    /** Null for a guest's upload to a live site. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);

/** A buyer's content for one bought template and live site, as the component list of the wire format. */
export const contents = pgTable(
  'contents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    baseTempId: text('base_temp_id').notNull(),
    liveId: text('live_id').notNull().default(''),
    components: jsonb('components')
      .$type<{ comp_id: string; comp_type: 'IMAGE' | 'TEXT'; comp_value: string }[]>()
      .notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contents_owner_unique').on(t.userId, t.baseTempId, t.liveId)],
);

/**
 * A buyer's invitation site for one bought template. The slug stays reserved for its buyer after unpublishing;
 * guests see it only while `published`.
 */
export const liveSites = pgTable(
  'live_sites',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tempId: text('temp_id').notNull(),
    orderId: text('order_id').references(() => orders.id),
    /** The address: /invite/{slug}. */
    slug: text('slug').notNull(),
    published: boolean('published').notNull().default(false),
    /** Search engines may index the page only when the buyer opts in. */
    indexable: boolean('indexable').notNull().default(false),
    /** scrypt hash of the optional access code guests type once per device (access cookies are derived from it). */
    accessCodeHash: text('access_code_hash'),
    /**
     * HMAC of the same code under the server's key and the site's id: what a guest's code is checked against, in
     * microseconds instead of a scrypt check. Null for codes set before it existed until their first right code.
     */
    accessCodeCheck: text('access_code_check'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('live_sites_user_idx').on(t.userId),
    uniqueIndex('live_sites_slug_unique').on(t.slug),
    uniqueIndex('live_sites_user_template_unique').on(t.userId, t.tempId),
  ],
);

/** visflag: null unread, true public, false hidden. */
export const wishes = pgTable(
  'wishes',
  {
    id: serial('id').primaryKey(),
    liveId: text('live_id')
      .notNull()
      .references(() => liveSites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    message: text('message').notNull(),
    visflag: boolean('visflag'),
    /**
     * Who sent it, for the per-address share of the site's hourly budget: a keyed hash of the client address (its
     * /64 for IPv6), never the address itself; null for rows from before the shares were counted.
     */
    clientHash: text('client_hash'),
    /** The household whose personal link the device came through: outside the site's hourly budget. */
    householdId: integer('household_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('wishes_live_idx').on(t.liveId, t.createdAt),
    index('wishes_live_client_idx').on(t.liveId, t.clientHash, t.createdAt),
  ],
);

export const guestPhotos = pgTable(
  'guest_photos',
  {
    id: serial('id').primaryKey(),
    liveId: text('live_id')
      .notNull()
      .references(() => liveSites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fileName: text('file_name')
      .notNull()
      .references(() => uploads.fileName),
    /** Screen-sized WebP copies made on upload, smallest first, for srcset. */
    variants: jsonb('variants').$type<{ width: number; fileName: string }[]>().notNull().default([]),
    visflag: boolean('visflag'),
    /**
     * Who sent it, for the per-address share of the site's hourly budget: a keyed hash of the client address (its
     * /64 for IPv6), never the address itself; null for rows from before the shares were counted.
     */
    clientHash: text('client_hash'),
    /** The household whose personal link the device came through: outside the site's hourly budget. */
    householdId: integer('household_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('guest_photos_live_idx').on(t.liveId, t.createdAt),
    index('guest_photos_live_client_idx').on(t.liveId, t.clientHash, t.createdAt),
  ],
);

/**
 * Guest photos refused for what they are (over the pixel cap, undecodable): counted against the sender's share
 * of the site's photo budget like a stored photo, so one address cannot have the server read bombs without end.
 * Rows older than a day are dropped.
 */
export const guestPhotoRefusals = pgTable(
  'guest_photo_refusals',
  {
    id: serial('id').primaryKey(),
    liveId: text('live_id')
      .notNull()
      .references(() => liveSites.id, { onDelete: 'cascade' }),
    clientHash: text('client_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('guest_photo_refusals_live_client_idx').on(t.liveId, t.clientHash, t.createdAt)],
);

/**
 * When a site's hourly budget of wishes, photos or RSVPs turned guests away (kind), so the host is told: the
 * first and latest refusal of the current run and how many. A refusal a day after the latest starts a new run.
 */
export const siteLimitHits = pgTable(
  'site_limit_hits',
  {
    liveId: text('live_id')
      .notNull()
      .references(() => liveSites.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['wishes', 'photos', 'rsvps'] }).notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    refused: integer('refused').notNull(),
  },
  (t) => [primaryKey({ columns: [t.liveId, t.kind] })],
);

/**
 * A guest's RSVP to a live site. The guest's device keeps an edit token (stored here hashed) to change the
 * answer later instead of adding a second one. Only that token changes a reply: a second reply from the same
 * number is a reply of its own, which the host's list flags as the same number as the earliest one.
 */
export const rsvps = pgTable(
  'rsvps',
  {
    id: serial('id').primaryKey(),
    liveId: text('live_id')
      .notNull()
      .references(() => liveSites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    editTokenHash: text('edit_token_hash').notNull(),
    /**
     * Who sent it, for the per-address share of the site's hourly budget: a keyed hash of the client address (its
     * /64 for IPv6), never the address itself; null for rows from before the shares were counted.
     */
    clientHash: text('client_hash'),
    /** The household whose personal link the device came through: outside the site's hourly budget. */
    householdId: integer('household_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rsvps_live_idx').on(t.liveId),
    // Phones are stored as E.164; replies sharing one are flagged for the host, never merged.
    index('rsvps_live_phone_idx').on(t.liveId, t.phone),
    index('rsvps_live_client_idx').on(t.liveId, t.clientHash, t.createdAt),
    uniqueIndex('rsvps_edit_token_unique').on(t.editTokenHash),
  ],
);

/**
 * Wrong access codes typed for a private site, from any address: after a few a day the site makes the addresses
 * that typed them wait (a growing wait), counted here so every instance agrees. Rows older than a day are dropped.
 * Codes typed for an address with no private site behind it (unknown, or open to everyone) are counted the same,
 * under `address:<slug>` instead of a site's id, so the answers cannot tell those addresses from a private site.
 */
export const accessCodeFailures = pgTable(
  'access_code_failures',
  {
    id: serial('id').primaryKey(),
    /** The private site's id, or `address:<slug>` (no foreign key: see above). */
    liveId: text('live_id').notNull(),
    clientIp: text('client_ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('access_code_failures_live_idx').on(t.liveId, t.createdAt),
    index('access_code_failures_client_idx').on(t.liveId, t.clientIp, t.createdAt),
  ],
);

/** One RSVP's answer for one event of the schedule (eventKey such as `schedule-1`). */
export const rsvpEvents = pgTable(
  'rsvp_events',
  {
    rsvpId: integer('rsvp_id')
      .notNull()
      .references(() => rsvps.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    attending: boolean('attending').notNull(),
    adults: integer('adults').notNull().default(0),
    children: integer('children').notNull().default(0),
    meal: text('meal'),
  },
  (t) => [primaryKey({ columns: [t.rsvpId, t.eventKey] })],
);

/** Templates a buyer marked with a heart in the catalogue. */
export const likedTemplates = pgTable(
  'liked_templates',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tempId: text('temp_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tempId] })],
);

/**
 * Every admin action that changes something. The app only ever inserts here: no update or delete is written
 * against this table. Never holds passwords or tokens.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** e.g. `live.publish`, `user.disable`, `contact.handled`. */
    action: text('action').notNull(),
    /** What it acted on, e.g. `live:ab12`, `user:7`. */
    target: text('target').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    clientIp: text('client_ip').notNull(),
    requestId: text('request_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    fromEmail: text('from_email').notNull(),
    toEmail: text('to_email').notNull(),
    message: text('message').notNull(),
    /** `bug` for a message started with Report bug. */
    tag: text('tag'),
    /** Stored file name of an attached image. */
    attachment: text('attachment'),
    /** When the other side opened the conversation after this message arrived. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_pair_idx').on(t.fromEmail, t.toEmail, t.createdAt),
    index('chat_to_unread_idx').on(t.toEmail, t.readAt),
  ],
);

/**
 * A buyer's look for one bought template (palette, accent, font pair, music, second-language texts), checked
 * against the pack of the order when saved. The shape is SiteLook in src/shared/look.
 */
export const siteLooks = pgTable(
  'site_looks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tempId: text('temp_id').notNull(),
    look: jsonb('look').$type<SiteLook>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tempId] })],
);

/**
 * A household on a site's guest list, as written on the envelope. Its personal link's token is never stored:
 * the link is an HMAC of `linkNonce` under a key derived from the server's secret (so the host sees the same
 * link again), and lookups go through `tokenHash` (SHA-256 of the token). A copy of the database alone opens
 * no household's page. Rotating the link draws a new nonce.
 */
export const households = pgTable(
  'households',
  {
    id: serial('id').primaryKey(),
    liveId: text('live_id')
      .notNull()
      .references(() => liveSites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    members: jsonb('members').$type<{ name: string; child: boolean }[]>().notNull().default([]),
    /** E.164, or null when the host has no number. */
    phone: text('phone'),
    email: text('email'),
    side: text('side'),
    language: text('language', { enum: GUEST_LANGUAGES }).notNull().default('en'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    notes: text('notes').notNull().default(''),
    extraGuestsAllowed: boolean('extra_guests_allowed').notNull().default(false),
    linkNonce: text('link_nonce').notNull(),
    tokenHash: text('token_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** A link-preview robot fetched the link (WhatsApp's card): delivered, not yet opened. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    reminders: integer('reminders').notNull().default(0),
    /** The WhatsApp Cloud API said a message of ours was read (its webhook). */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Why the last message sent from the product failed (the API's or the mail server's reason); null when sent. */
    sendFailure: text('send_failure'),
    /** The household answered STOP: no more API messages (the host's own WhatsApp and e-mail links still work). */
    optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
    travel: jsonb('travel').$type<Record<string, unknown>>(),
    /** E-mail of whoever changed it last (the buyer or a co-host); null for the household's own answer. */
    updatedBy: text('updated_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('households_live_idx').on(t.liveId, t.id),
    uniqueIndex('households_token_unique').on(t.tokenHash),
    uniqueIndex('households_phone_unique')
      .on(t.liveId, t.phone)
      .where(sql`${t.phone} is not null`),
  ],
);

/** A function (event of the schedule) a household is invited to, with the seats offered and its answer. */
export const householdEvents = pgTable(
  'household_events',
  {
    householdId: integer('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    seats: integer('seats').notNull(),
    /** Null until the household answers. */
    attending: boolean('attending'),
    adults: integer('adults').notNull().default(0),
    children: integer('children').notNull().default(0),
    meals: jsonb('meals').$type<Record<string, number>>().notNull().default({}),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.householdId, t.eventKey] })],
);

/** A site's guest-list settings (message texts per language, deadlines, askTravel), as GuestSettings. */
export const guestSettings = pgTable('guest_settings', {
  liveId: text('live_id')
    .primaryKey()
    .references(() => liveSites.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Someone the buyer lets manage a site's guest list. Matched by e-mail; userId is set once they sign in. */
export const cohosts = pgTable(
  'cohosts',
  {
    id: serial('id').primaryKey(),
    liveId: text('live_id')
      .notNull()
      .references(() => liveSites.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    addedBy: text('added_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cohosts_site_email_unique').on(t.liveId, t.email), index('cohosts_email_idx').on(t.email)],
);

/**
 * Co-host invitation mails sent: counted per site and per address for the daily limits, in the database so every
 * instance counts the same. Not tied to the co-host row: removing and re-adding someone still counts each mail.
 */
export const cohostInvites = pgTable(
  'cohost_invites',
  {
    id: serial('id').primaryKey(),
    liveId: text('live_id')
      .notNull()
      .references(() => liveSites.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('cohost_invites_site_idx').on(t.liveId, t.createdAt),
    index('cohost_invites_email_idx').on(t.email, t.createdAt),
  ],
);

/** Who changed a guest list, what and when: one row per call (an import or bulk action is one row). */
export const guestListChanges = pgTable(
  'guest_list_changes',
  {
    id: serial('id').primaryKey(),
    liveId: text('live_id')
      .notNull()
      .references(() => liveSites.id, { onDelete: 'cascade' }),
    /** e.g. `household.add`, `household.import`, `bulk.invite`, `cohost.add`. */
    action: text('action').notNull(),
    /** The household's id when the change is about one. */
    householdId: integer('household_id'),
    actorEmail: text('actor_email').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('guest_list_changes_live_idx').on(t.liveId, t.createdAt)],
);

/**
 * A site's keepsake book (one per site: making a new one replaces the old). `state` is working, ready or
 * failed; `progress` 0-100. `fileName` is the PDF under UPLOADS_DIR/keepsakes, never served by the public
 * download route. `heartbeatAt` moves while an instance works on it: a `working` row whose heartbeat stopped (a
 * crash, a restart) is read as failed.
 */
export const keepsakeBooks = pgTable('keepsake_books', {
  liveId: text('live_id')
    .primaryKey()
    .references(() => liveSites.id, { onDelete: 'cascade' }),
  size: text('size').notNull(),
  state: text('state').notNull(),
  progress: integer('progress').notNull().default(0),
  fileName: text('file_name'),
  message: text('message'),
  wishes: integer('wishes').notNull().default(0),
  photos: integer('photos').notNull().default(0),
  pages: integer('pages').notNull().default(0),
  requestedBy: text('requested_by').notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** Books asked for since countedSince, a day's window opened by its first book (KEEPSAKE_BOOKS_PER_SITE_PER_DAY). */
  countedSince: timestamp('counted_since', { withTimezone: true }),
  booksCounted: integer('books_counted').notNull().default(0),
});

/**
 * What a site offers around the day and after it, one row per site once the host sets any of it: the guests'
 * shagun section (UPI ID and the name shown), a stream address per function, and the days after the last
 * function before the page thanks its guests instead (null: the default).
 */
export const siteExtras = pgTable('site_extras', {
  liveId: text('live_id')
    .primaryKey()
    .references(() => liveSites.id, { onDelete: 'cascade' }),
  shagunEnabled: boolean('shagun_enabled').notNull().default(false),
  upiId: text('upi_id').notNull().default(''),
  payeeName: text('payee_name').notNull().default(''),
  /** Event key -> https address of the function's stream. */
  streams: jsonb('streams').$type<Record<string, string>>().notNull().default({}),
  thankYouAfterDays: integer('thank_you_after_days'),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The hosts' shagun book: one gift per row, private to the buyer and co-hosts. Amounts in whole rupees. */
export const shagunGifts = pgTable(
  'shagun_gifts',
  {
    id: serial('id').primaryKey(),
    liveId: text('live_id')
      .notNull()
      .references(() => liveSites.id, { onDelete: 'cascade' }),
    /** The household of the guest list it came from; null for a typed name (or a household since removed). */
    householdId: integer('household_id').references(() => households.id, { onDelete: 'set null' }),
    /** The giver as written in the book (a household's name is copied, so the entry survives its removal). */
    name: text('name').notNull(),
    side: text('side'),
    amount: integer('amount').notNull(),
    method: text('method', { enum: ['cash', 'upi', 'cheque', 'gift'] }).notNull(),
    eventKey: text('event_key'),
    note: text('note').notNull().default(''),
    recordedBy: text('recorded_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('shagun_gifts_live_idx').on(t.liveId, t.id)],
);

/** A batch of messages the host sends from the product (src/server/sending): who, which channel, when. */
export const sendBatches = pgTable(
  'send_batches',
  {
    id: serial('id').primaryKey(),
    liveId: text('live_id')
      .notNull()
      .references(() => liveSites.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['whatsapp', 'email'] }).notNull(),
    kind: text('kind', { enum: ['invitation', 'reminder', 'thank-you'] }).notNull(),
    /** One function, or null for every function each household is invited to. */
    eventKey: text('event_key'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    state: text('state', { enum: ['scheduled', 'sending', 'paused', 'cancelled', 'done'] }).notNull(),
    total: integer('total').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('send_batches_live_idx').on(t.liveId, t.id)],
);

/**
 * One message to one household. The unique key (household, channel, kind, function, occasion) is stored before
 * the provider is called and the provider's message id after, so a retried job never sends twice.
 */
export const sendMessages = pgTable(
  'send_messages',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => sendBatches.id, { onDelete: 'cascade' }),
    householdId: integer('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['whatsapp', 'email'] }).notNull(),
    kind: text('kind', { enum: ['invitation', 'reminder', 'thank-you'] }).notNull(),
    /** The function, or '' for all of the household's functions in one message. */
    eventKey: text('event_key').notNull(),
    /** '' for invitations and thanks; which reminder it is ('rule-3d', 'batch-12') for reminders. */
    occasion: text('occasion').notNull().default(''),
    status: text('status', {
      enum: ['queued', 'sending', 'sent', 'delivered', 'read', 'answered', 'failed', 'skipped'],
    }).notNull(),
    failure: text('failure'),
    providerMessageId: text('provider_message_id'),
    /** E.164 without '+' (WhatsApp) or the address (e-mail). */
    recipient: text('recipient'),
    template: text('template'),
    lang: text('lang'),
    parameters: jsonb('parameters').$type<string[]>(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('send_messages_once').on(t.householdId, t.channel, t.kind, t.eventKey, t.occasion),
    uniqueIndex('send_messages_provider_id')
      .on(t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    index('send_messages_batch_idx').on(t.batchId, t.id),
  ],
);

/** Webhook notifications already applied (Meta delivers at least once): a replay changes nothing twice. */
export const whatsappEvents = pgTable('whatsapp_events', {
  key: text('key').primaryKey(),
  createdAt: createdAt(),
});

/** API messages sent per day (UTC) across instances, against WHATSAPP_DAILY_LIMIT. */
export const sendDailyCounts = pgTable('send_daily_counts', {
  day: date('day').primaryKey(),
  count: integer('count').notNull().default(0),
});

/** A site's reminder rules (ReminderRules of src/shared/api/sending.ts). */
export const reminderRules = pgTable('reminder_rules', {
  liveId: text('live_id')
    .primaryKey()
    .references(() => liveSites.id, { onDelete: 'cascade' }),
  rules: jsonb('rules').$type<{ eventKey: string; daysBefore: number[]; channel: 'whatsapp' | 'email' }[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** API messages bought for a site (message packs), one row per paid order line. */
export const messageCredits = pgTable(
  'message_credits',
  {
    id: serial('id').primaryKey(),
    liveId: text('live_id')
      .notNull()
      .references(() => liveSites.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    messages: integer('messages').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('message_credits_order_unique').on(t.orderId), index('message_credits_live_idx').on(t.liveId)],
);

/**
 * The whole relational model. Migrations are generated from this file with `npm run db:generate`
 * (drizzle-kit) and applied at server start, identically on PGlite and PostgreSQL.
 */
import {
  bigint,
  boolean,
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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

/** One live code per e-mail: a new send replaces the old code. */
export const emailOtps = pgTable('email_otps', {
  email: text('email').primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  wrongTries: integer('wrong_tries').notNull().default(0),
  /** Set when the code was used; the signup must then happen before expiresAt. */
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
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
  createdAt: createdAt(),
});

export const analyticsCounters = pgTable('analytics_counters', {
  page: text('page').primaryKey(),
  visits: bigint('visits', { mode: 'number' }).notNull().default(0),
});

/** The cart holds at most one item per user. */
export const cartItems = pgTable('cart_items', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tempId: text('temp_id').notNull(),
  packType: text('pack_type', { enum: ['basic', 'premium', 'luxury'] }).notNull(),
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

/** A published invitation site that guests visit. */
export const liveSites = pgTable(
  'live_sites',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tempId: text('temp_id').notNull(),
    orderId: text('order_id').references(() => orders.id),
    published: boolean('published').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('live_sites_user_idx').on(t.userId)],
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
    createdAt: createdAt(),
  },
  (t) => [index('wishes_live_idx').on(t.liveId)],
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
    visflag: boolean('visflag'),
    createdAt: createdAt(),
  },
  (t) => [index('guest_photos_live_idx').on(t.liveId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    fromEmail: text('from_email').notNull(),
    toEmail: text('to_email').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_pair_idx').on(t.fromEmail, t.toEmail, t.createdAt)],
);

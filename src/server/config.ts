import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface S3Config {
  /** An existing bucket; the server never creates one. */
  bucket: string;
  /** Another provider's or a local server's address (R2, MinIO, Spaces); absent: AWS S3 itself. */
  endpoint?: string;
  region: string;
  /** Addresses as endpoint/bucket/key instead of bucket.endpoint/key (MinIO and most local servers). */
  forcePathStyle: boolean;
}

function s3Env(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  return {
    bucket,
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    // Credentials come from the SDK's own chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, profiles, roles).
    region: env.S3_REGION?.trim() || env.AWS_REGION?.trim() || 'us-east-1',
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** Everything the server reads from its environment, resolved once at start. */
export interface AppConfig {
  port: number;
  host: string;
  /** Where PGlite keeps its data and uploads are stored. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Public address of the site, used in mailed links. */
  publicUrl: string;
  /** smtp:// or smtps:// URL; when absent mails go to the development outbox. */
  smtpUrl?: string;
  mailFrom: string;
  paymentProvider: 'sandbox' | 'razorpay';
  /** The sandbox takes no money; in production it needs ALLOW_TEST_PAYMENTS=1 and is announced as TEST MODE. */
  testPayments: boolean;
  razorpay: { keyId?: string; keySecret?: string; webhookSecret?: string; apiBase: string };
  adminEmail: string;
  adminPassword?: string;
  /** HMAC key for access tokens (derived from JWT_SECRET unless TOKEN and OTP keys are both configured). */
  jwtSecret: string;
  /** HMAC key for OTP codes and checkout tokens; never the token key. */
  otpSecret: string;
  /** scrypt cost as log2(N) (r=8, p=1): 17 by default; tests may lower it, production may not. */
  passwordHashing: { logN: number };
  /**
   * Which X-Forwarded-For hops to believe: false (none), a hop count, or the proxies' addresses/CIDRs.
   * Never "every hop": a client can write anything at the left of that header.
   */
  trustProxy: false | number | string[];
  /** Shared store for per-client rate limits (several instances); in-process when absent. */
  redisUrl?: string;
  /** Key prefix in Redis, so several deployments (or tests) can share one Redis. */
  redisPrefix: string;
  /**
   * Where uploaded files live without object storage; with it, only the staging directory of files being
   * received (each instance its own).
   */
  uploadsDir: string;
  /** S3-compatible object storage for uploads (S3_BUCKET); absent: the files stay in `uploadsDir`. */
  s3?: S3Config;
  business: { whatsappNumber: string; phone: string; email: string };
  /** Sending invitations by the WhatsApp Business Cloud API (src/server/sending); the sandbox sends nothing. */
  whatsapp: WhatsAppConfig;
  /** Built web app; served with history fallback when it exists. */
  webDist: string;
  /** Structured request logs (off in tests). */
  logLevel: string;
  /** Limits per client address stay generous; the tight ones are per e-mail and per account. */
  limits: {
    perClientPerMinute: number;
    otpSendsPerEmailPerHour: number;
    otpWrongTries: number;
    loginFailuresBeforeDelay: number;
    /** OTP mails one client address may ask for in an hour (many users share an address behind mobile NAT). */
    otpSendsPerClientPerHour: number;
    /** Login attempts one client address may make in a minute. */
    loginAttemptsPerClientPerMinute: number;
    /** Reset mails per e-mail address per hour; requests beyond it get the same answer and send nothing. */
    resetRequestsPerEmailPerHour: number;
    resetRequestsPerClientPerHour: number;
    /** A session can be refreshed while the user is active, but not beyond this many hours after login. */
    sessionMaxHours: number;
    /** Guests of a live site: wishes one client address may send per minute, and one site may take per hour. */
    liveWishesPerClientPerMinute: number;
    liveWishesPerSitePerHour: number;
    /** Guest photo uploads per client address per hour, and per site per hour. */
    livePhotosPerClientPerHour: number;
    livePhotosPerSitePerHour: number;
    /** RSVPs (new or changed) one client address may send per minute; new RSVPs one site may take per hour. */
    liveRsvpsPerClientPerMinute: number;
    liveRsvpsPerSitePerHour: number;
    /**
     * The share (percent, at least one item) of each of those per-site hourly budgets one client address may use,
     * so a handful of addresses cannot close a site's wishes, photos or RSVPs for everyone else.
     */
    liveClientSharePercent: number;
    /** Guest form posts (the page's HTML forms) per client address, across the forms. */
    liveFormPostsPerClientPerMinute: number;
    /** Wrong access codes a site takes (from anywhere, in a day) before a growing wait starts for guessers. */
    liveAccessFailuresBeforeDelay: number;
    /** Help-chat messages one account may store per minute (socket SEND and POST chatuser together). */
    chatMessagesPerUserPerMinute: number;
  };
  /**
   * Pictures: the most pixels a picture may have (read from its header, refused before decoding), and the
   * worker threads decoding guests' photos (a fixed number, with a bounded queue).
   */
  images: { maxPixels: number; workers: number; maxQueued: number };
  /** What one signed-in user may keep in uploads, in files and in bytes. */
  uploadQuota: { files: number; bytes: number };
  /**
   * Keepsake books (src/server/keepsake): the Chromium that prints them, how long one print may take, how many
   * public wishes and photos go in, how many books may wait for this instance's one printer, and how many books
   * one site may ask for in a day (counted in the database, across instances).
   */
  keepsake: {
    chromiumPath: string;
    renderTimeoutMs: number;
    maxWishes: number;
    maxPhotos: number;
    maxQueued: number;
    booksPerSitePerDay: number;
  };
  /**
   * How long the guest page keeps a site it drew (5 s). Announced changes drop it at once; this bounds only what
   * an instance missed. Tests of the announcements raise it far beyond their waits.
   */
  siteCacheTtlMs: number;
  /** Injected clock so expiries can be tested. */
  now: () => Date;
}

/** A secret that survives restarts on one machine without configuration; set JWT_SECRET for several instances. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** OWASP's scrypt guidance (2024): N=2^17, r=8, p=1. */
export const PASSWORD_HASH_LOG_N = 17;
const MIN_SECRET_BYTES = 32;

/** Two independent keys from one secret (HKDF-SHA256), so a leak of one use does not forge the other. */
function deriveKey(secret: string, purpose: string): string {
  return Buffer.from(hkdfSync('sha256', secret, 'utsav-invites', purpose, 32)).toString('base64url');
}

function trustProxyEnv(raw: string | undefined): AppConfig['trustProxy'] {
  if (raw === undefined || raw.trim() === '' || raw.trim() === '0') return false;
  const value = raw.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value.split(',').map((part) => part.trim());
  const looksLikeAddress = /^[0-9a-fA-F.:]+(\/\d{1,3})?$/;
  if (addresses.some((a) => !looksLikeAddress.test(a))) {
    throw new Error(
      `TRUST_PROXY must be a hop count (1 behind one load balancer) or the proxies' addresses/CIDRs separated by commas, got "${raw}"`,
    );
  }
  return addresses;
}

function intEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

export interface WhatsAppConfig {
  provider: 'sandbox' | 'cloud';
  apiBase: string;
  phoneNumberId: string;
  accessToken: string;
  /** Webhook signatures (X-Hub-Signature-256) and the quick-reply payloads' HMAC key. */
  appSecret: string;
  verifyToken: string;
  /** The approved templates' names (one name per kind, approved in each of the ten guest languages). */
  templates: { invitation: string; reminder: string; thankYou: string };
  /** Business-initiated conversations a day (Meta's messaging tier), counted across instances. */
  dailyLimit: number;
  /** Messages a second one instance sends at most (Meta's throughput is 80/s per number by default). */
  perSecond: number;
  /** The first wait before a message refused for now (429, 5xx) is tried again; it doubles each time. */
  retryDelaySeconds: number;
  /** How long one try of a message may take before it counts as lost (its instance died) and is tried again. */
  jobTimeoutSeconds: number;
}

function whatsappEnv(env: NodeJS.ProcessEnv): WhatsAppConfig {
  const provider = env.WHATSAPP_PROVIDER ?? 'sandbox';
  if (provider !== 'sandbox' && provider !== 'cloud') {
    throw new Error(`WHATSAPP_PROVIDER must be "sandbox" or "cloud", got "${provider}"`);
  }
  const config: WhatsAppConfig = {
    provider,
    apiBase: (env.WHATSAPP_API_BASE ?? 'https://graph.facebook.com/v23.0').replace(/\/$/, ''),
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID ?? '',
    accessToken: env.WHATSAPP_ACCESS_TOKEN ?? '',
    // Empty: the sandbox signs its simulated webhooks with a key derived from the server's secret (loadConfig).
    appSecret: env.WHATSAPP_APP_SECRET ?? '',
    verifyToken: env.WHATSAPP_VERIFY_TOKEN ?? '',
    templates: {
      invitation: env.WHATSAPP_TEMPLATE_INVITATION ?? 'utsav_invitation',
      reminder: env.WHATSAPP_TEMPLATE_REMINDER ?? 'utsav_reminder',
      thankYou: env.WHATSAPP_TEMPLATE_THANK_YOU ?? 'utsav_thank_you',
    },
    dailyLimit: intEnv(env, 'WHATSAPP_DAILY_LIMIT', 1000),
    perSecond: Math.max(1, intEnv(env, 'WHATSAPP_PER_SECOND', 20)),
    retryDelaySeconds: Math.max(1, intEnv(env, 'WHATSAPP_RETRY_DELAY_S', 30)),
    jobTimeoutSeconds: Math.max(2, intEnv(env, 'WHATSAPP_JOB_TIMEOUT_S', 120)),
  };
  if (provider === 'cloud' && (!config.phoneNumberId || !config.accessToken || !env.WHATSAPP_APP_SECRET)) {
    throw new Error(
      'WHATSAPP_PROVIDER=cloud needs WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN and WHATSAPP_APP_SECRET',
    );
  }
  return config;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = resolve(overrides.dataDir ?? env.DATA_DIR ?? './data');
  const port = intEnv(env, 'PORT', 8080);
  const host = env.HOST ?? '0.0.0.0';
  const provider = env.PAYMENT_PROVIDER ?? 'sandbox';
  if (provider !== 'sandbox' && provider !== 'razorpay') {
    throw new Error(`PAYMENT_PROVIDER must be "sandbox" or "razorpay", got "${provider}"`);
  }
  const production = env.NODE_ENV === 'production';
  const config: AppConfig = {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Utsav Invites <no-reply@utsav-invites.in>',
    paymentProvider: provider,
    testPayments: true,
    razorpay: {
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      apiBase: env.RAZORPAY_API_BASE ?? 'https://api.razorpay.com',
    },
    adminEmail: (env.ADMIN_EMAIL ?? 'admin@utsav-invites.in').toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    jwtSecret: env.JWT_SECRET ?? '',
    otpSecret: env.OTP_SECRET ?? '',
    passwordHashing: { logN: intEnv(env, 'SCRYPT_LOG_N', PASSWORD_HASH_LOG_N) },
    trustProxy: trustProxyEnv(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX ?? 'utsav:',
    uploadsDir: resolve(env.UPLOADS_DIR ?? join(dataDir, 'uploads')),
    s3: s3Env(env),
    business: {
      whatsappNumber: env.BUSINESS_WHATSAPP ?? '919900000000',
      phone: env.BUSINESS_PHONE ?? '+91 99000 00000',
      email: env.BUSINESS_EMAIL ?? 'hello@utsav-invites.in',
    },
    whatsapp: whatsappEnv(env),
    webDist: resolve(env.WEB_DIST ?? 'dist/web'),
    logLevel: env.LOG_LEVEL ?? 'info',
    limits: {
      perClientPerMinute: intEnv(env, 'RATE_LIMIT_PER_MINUTE', 600),
      otpSendsPerEmailPerHour: intEnv(env, 'OTP_SENDS_PER_EMAIL_PER_HOUR', 5),
      otpWrongTries: intEnv(env, 'OTP_WRONG_TRIES', 5),
      loginFailuresBeforeDelay: intEnv(env, 'LOGIN_FAILURES_BEFORE_DELAY', 5),
      otpSendsPerClientPerHour: intEnv(env, 'OTP_SENDS_PER_CLIENT_PER_HOUR', 200),
      loginAttemptsPerClientPerMinute: intEnv(env, 'LOGIN_ATTEMPTS_PER_CLIENT_PER_MINUTE', 60),
      resetRequestsPerEmailPerHour: intEnv(env, 'RESET_REQUESTS_PER_EMAIL_PER_HOUR', 5),
      resetRequestsPerClientPerHour: intEnv(env, 'RESET_REQUESTS_PER_CLIENT_PER_HOUR', 100),
      sessionMaxHours: intEnv(env, 'SESSION_MAX_HOURS', 12),
      liveWishesPerClientPerMinute: intEnv(env, 'LIVE_WISHES_PER_CLIENT_PER_MINUTE', 5),
      liveWishesPerSitePerHour: intEnv(env, 'LIVE_WISHES_PER_SITE_PER_HOUR', 60),
      livePhotosPerClientPerHour: intEnv(env, 'LIVE_PHOTOS_PER_CLIENT_PER_HOUR', 30),
      livePhotosPerSitePerHour: intEnv(env, 'LIVE_PHOTOS_PER_SITE_PER_HOUR', 200),
      liveRsvpsPerClientPerMinute: intEnv(env, 'LIVE_RSVPS_PER_CLIENT_PER_MINUTE', 10),
      liveFormPostsPerClientPerMinute: intEnv(env, 'LIVE_FORM_POSTS_PER_CLIENT_PER_MINUTE', 30),
      liveRsvpsPerSitePerHour: intEnv(env, 'LIVE_RSVPS_PER_SITE_PER_HOUR', 300),
      liveClientSharePercent: intEnv(env, 'LIVE_CLIENT_SHARE_PERCENT', 5),
      liveAccessFailuresBeforeDelay: intEnv(env, 'LIVE_ACCESS_FAILURES_BEFORE_DELAY', 10),
      chatMessagesPerUserPerMinute: intEnv(env, 'CHAT_MESSAGES_PER_USER_PER_MINUTE', 30),
    },
    images: {
      maxPixels: intEnv(env, 'IMAGE_MAX_PIXELS', 25_000_000),
      workers: Math.max(1, intEnv(env, 'IMAGE_WORKERS', 1)),
      maxQueued: intEnv(env, 'IMAGE_QUEUE', 8),
    },
    uploadQuota: {
      files: intEnv(env, 'UPLOAD_QUOTA_FILES', 500),
      bytes: intEnv(env, 'UPLOAD_QUOTA_MB', 500) * 1024 * 1024,
    },
    keepsake: {
      chromiumPath: env.CHROMIUM_PATH || '/usr/bin/chromium',
      renderTimeoutMs: intEnv(env, 'KEEPSAKE_RENDER_TIMEOUT_S', 120) * 1000,
      maxWishes: intEnv(env, 'KEEPSAKE_MAX_WISHES', 400),
      maxPhotos: intEnv(env, 'KEEPSAKE_MAX_PHOTOS', 120),
      maxQueued: intEnv(env, 'KEEPSAKE_QUEUE', 10),
      booksPerSitePerDay: intEnv(env, 'KEEPSAKE_BOOKS_PER_SITE_PER_DAY', 10),
    },
    siteCacheTtlMs: 5000,
    now: () => new Date(),
    ...overrides,
  };
  config.testPayments = config.paymentProvider === 'sandbox';
  if (!config.jwtSecret) config.jwtSecret = persistentSecret(dataDir);
  if (!config.whatsapp.appSecret) {
    config.whatsapp = { ...config.whatsapp, appSecret: deriveKey(config.jwtSecret, 'whatsapp-sandbox-app-secret') };
  }
  if (Buffer.byteLength(config.jwtSecret) < MIN_SECRET_BYTES)
    throw new Error(
      `JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes (use 32+ random bytes, e.g. openssl rand -base64 48)`,
    );
  if (config.otpSecret) {
    if (Buffer.byteLength(config.otpSecret) < MIN_SECRET_BYTES)
      throw new Error(`OTP_SECRET must be at least ${MIN_SECRET_BYTES} bytes`);
  } else {
    // One configured secret: both keys are derived from it, so neither is the secret itself.
    const secret = config.jwtSecret;
    config.jwtSecret = deriveKey(secret, 'access-token');
    config.otpSecret = deriveKey(secret, 'otp-hmac');
  }
  if (production && config.passwordHashing.logN < PASSWORD_HASH_LOG_N)
    throw new Error(`SCRYPT_LOG_N below ${PASSWORD_HASH_LOG_N} is for tests only, not NODE_ENV=production`);
  if (production && config.testPayments && env.ALLOW_TEST_PAYMENTS !== '1')
    throw new Error(
      'PAYMENT_PROVIDER is the sandbox (TEST MODE: orders are marked paid without money) and NODE_ENV=production. ' +
        'Configure Razorpay, or set ALLOW_TEST_PAYMENTS=1 to run a test shop on purpose.',
    );
  return config;
}

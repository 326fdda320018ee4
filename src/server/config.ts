import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

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
  razorpay: { keyId?: string; keySecret?: string; webhookSecret?: string; apiBase: string };
  adminEmail: string;
  adminPassword?: string;
  /** HMAC secret for access tokens. */
  jwtSecret: string;
  business: { whatsappNumber: string; phone: string; email: string };
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
    /** RSVPs (new or changed) one client address may send per minute. */
    liveRsvpsPerClientPerMinute: number;
  };
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

function intEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = resolve(overrides.dataDir ?? env.DATA_DIR ?? './data');
  const port = intEnv(env, 'PORT', 8080);
  const host = env.HOST ?? '0.0.0.0';
  const provider = env.PAYMENT_PROVIDER ?? 'sandbox';
  if (provider !== 'sandbox' && provider !== 'razorpay') {
    throw new Error(`PAYMENT_PROVIDER must be "sandbox" or "razorpay", got "${provider}"`);
  }
  const config: AppConfig = {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Utsav Invites <no-reply@utsav-invites.in>',
    paymentProvider: provider,
    razorpay: {
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      apiBase: env.RAZORPAY_API_BASE ?? 'https://api.razorpay.com',
    },
    adminEmail: (env.ADMIN_EMAIL ?? 'admin@utsav-invites.in').toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    jwtSecret: env.JWT_SECRET ?? '',
    business: {
      whatsappNumber: env.BUSINESS_WHATSAPP ?? '919900000000',
      phone: env.BUSINESS_PHONE ?? '+91 99000 00000',
      email: env.BUSINESS_EMAIL ?? 'hello@utsav-invites.in',
    },
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
    },
    now: () => new Date(),
    ...overrides,
  };
  if (!config.jwtSecret) config.jwtSecret = persistentSecret(dataDir);
  return config;
}

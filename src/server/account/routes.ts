/**
 * Account routes (spec section 7): signup with e-mailed OTP, login, token refresh, password reset, and the
 * signed-in user's details. Paths and response codes are the spec's; failures carry a code of their own.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCOUNT_DISABLED_MESSAGE, AUTH_CODES, MAILBOX_REFUSED, type AuthCode } from '../../shared/account';
import {
  AuthEnvelope,
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  RefreshResponse,
  ResetPasswordRequest,
  SendOtpQuery,
  SignupRequest,
  UpdateUserRequest,
  UpdateUserResponse,
  UserDetails,
  VerifyOtpRequest,
} from '../../shared/api/account';
import type { OrderedItem } from '../../shared/api/orders';
import { POLICY } from '../../shared/policy';
import type { Db } from '../db/client';
import { errorResponseSchema, HttpError } from '../http/errors';
import { ensureAdminAccount } from './admin-account';
import { backgroundSettled } from './background';
import { currentUser, requireUser } from './guard';
import { logIn } from './login';
import { BUSY_RETRY_SECONDS, passwordCheckSlots } from './password-check-slots';
import { sendSignupOtp, verifySignupOtp } from './otp';
import { requestPasswordReset, resetPassword } from './password-reset';
import { updateProfile, userDetails } from './profile';
import { SIGNUP_WINDOW_MS } from './otp';
import { revokeSession } from './sessions';
import { signUp } from './signup';
import { issueAccessToken } from './tokens';

/** Holds the one-time token that lets the client which verified the code finish the signup. */
const COMPLETION_COOKIE = 'signup_completion';

/** An auth refusal carries its code in responceId, like the successes; a wait, if any, in Retry-After. */
function refusal(status: number, code: AuthCode, message: string, retryAfterSeconds?: number): HttpError {
  const headers: Record<string, string> =
    retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) };
  return new HttpError(status, message, { responceId: code }, { headers });
}

function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes < 90 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`;
}

const normalEmail = (value: string) => value.trim().toLowerCase();

const LOGIN_BUSY = 'Too many sign-in attempts at once. Try again in a moment.';
const PASSWORDS_BUSY = 'Too many requests at once. Please try again in a moment.';
/** Made once: a burst turned away costs no new error (and no stack trace) per request. */
const busyRefusals = {
  login: refusal(429, AUTH_CODES.tooManyRequests, LOGIN_BUSY, BUSY_RETRY_SECONDS),
  other: refusal(429, AUTH_CODES.tooManyRequests, PASSWORDS_BUSY, BUSY_RETRY_SECONDS),
};

/**
 * How long a request turned away at once for want of a password slot waits for its 429. However cheap a
 * refusal, clients that retry at once (scripts, load tools) turn a full house into a busy loop of refusals
 * that takes the CPU the running checks need, and completed sign-ins collapse. The pause costs a timer and
 * paces such a client to two tries a second; a person told to try again in a moment hardly notices it.
 */
const BUSY_PAUSE_MS = 500;

/** Every refusal is the app's error shape; account refusals add their code in responceId. */
const refusals = Object.fromEntries([400, 401, 403, 409, 413, 415, 429, 503].map((s) => [s, errorResponseSchema]));

function schema<T extends object>(summary: string, parts: T) {
  return { tags: ['account'], summary, ...parts };
}

export interface AuthRoutesOptions {
  /**
   * The cart that login's answer carries (responceId.inCartDtoList). The composition root (features.ts) hands
   * in the cart's own reader, so accounts need not import the cart.
   */
  cartOnLogin: (db: Db, userId: number) => Promise<OrderedItem[]>;
}

const routes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, { cartOnLogin }) => {
  const ctx = app.ctx;
  await ensureAdminAccount(ctx, app.log);
  // Mails still being sent go out before the app's mailer closes (after this child plugin's hooks).
  app.addHook('onClose', async () => backgroundSettled(ctx));

  /**
   * The routes that hash or check a password turn a burst away before reading the body: when every slot is
   * taken and the line is full, the answer would be the same 429 anyway, and a flood of refusals that parse,
   * validate and query first takes the CPU the running checks need. After the per-client rate limit (onRequest),
   * so refusals still count against it. A request that gets past this and still finds no slot (the line moved
   * too slowly, or others came first) is refused by its handler, without the pause: it has waited already.
   */
  function refuseWhenNoRoom(refusalWhenFull: HttpError) {
    return async (_request: unknown, _reply: unknown, payload: unknown) => {
      if (!passwordCheckSlots(ctx).full) return payload;
      await sleep(BUSY_PAUSE_MS);
      throw refusalWhenFull;
    };
  }

  app.get(
    '/send-verify-otp',
    {
      schema: schema('E-mail a 4-digit signup code (OSS), or UE when the e-mail has an account', {
        querystring: SendOtpQuery,
        response: { 200: AuthEnvelope, ...refusals },
      }),
    },
    async (request) => {
      const result = await sendSignupOtp(ctx, app.mailer, normalEmail(request.query.email), request.ip);
      switch (result.kind) {
        case 'sent':
          return {
            responceId: AUTH_CODES.otpSent,
            responce: `OTP sent to your e-mail. It is valid for ${POLICY.otpValidMinutes} minutes.`,
          };
        case 'user_exists':
          return { responceId: AUTH_CODES.userExists, responce: 'User already exists. Please login.' };
        case 'limited':
          throw refusal(
            429,
            AUTH_CODES.tooManyRequests,
            result.scope === 'email'
              ? 'Too many codes were sent to this e-mail. Please try again in an hour.'
              : 'Too many codes were requested from your network. Please try again later.',
            result.retryAfterSeconds,
          );
        case 'recipient_refused':
          request.log.info({ reply: result.reply }, 'mail server refused the signup address');
          throw refusal(400, AUTH_CODES.mailboxRefused, MAILBOX_REFUSED);
        case 'mail_failed':
          request.log.error({ err: result.error }, 'OTP mail could not be sent');
          throw refusal(
            503,
            AUTH_CODES.mailFailed,
            'We could not send the e-mail just now. Please try again in a minute.',
          );
      }
    },
  );

  app.post(
    '/verify-user',
    {
      schema: schema('Check the signup code (OVS)', {
        body: VerifyOtpRequest,
        response: { 200: AuthEnvelope, ...refusals },
      }),
    },
    async (request, reply) => {
      const result = await verifySignupOtp(ctx, normalEmail(request.body.email), request.body.otp);
      switch (result.kind) {
        case 'verified':
          reply.setCookie(COMPLETION_COOKIE, result.completionToken, {
            path: '/rest/api/signup',
            httpOnly: true,
            sameSite: 'strict',
            secure: ctx.config.publicUrl.startsWith('https:'),
            maxAge: SIGNUP_WINDOW_MS / 1000,
          });
          return { responceId: AUTH_CODES.otpVerified, responce: 'E-mail verified. Please fill in your details.' };
        case 'wrong':
          throw refusal(
            400,
            AUTH_CODES.otpInvalid,
            `Incorrect OTP. ${result.triesLeft} ${result.triesLeft === 1 ? 'try' : 'tries'} left.`,
          );
        case 'locked':
          throw refusal(429, AUTH_CODES.otpLocked, 'Too many wrong tries. Please request a new OTP.');
        case 'expired':
          throw refusal(
            400,
            AUTH_CODES.otpExpired,
            'This OTP has expired or was already used. Please request a new one.',
          );
      }
    },
  );

  app.post(
    '/signup',
    {
      schema: schema('Create the account of a verified e-mail (NUSS), or UE', {
        body: SignupRequest,
        response: { 200: AuthEnvelope, ...refusals },
      }),
      preParsing: refuseWhenNoRoom(busyRefusals.other),
    },
    async (request, reply) => {
      const result = await signUp(
        ctx,
        { ...request.body, email: normalEmail(request.body.email) },
        request.cookies[COMPLETION_COOKIE],
      );
      switch (result.kind) {
        case 'created':
          reply.clearCookie(COMPLETION_COOKIE, { path: '/rest/api/signup' });
          return { responceId: AUTH_CODES.signedUp, responce: 'Your account is ready. Please log in.' };
        case 'user_exists':
          return { responceId: AUTH_CODES.userExists, responce: 'User already exists. Please login.' };
        case 'not_verified':
          throw refusal(403, AUTH_CODES.otpNotVerified, 'Please verify your e-mail with the OTP first.');
        case 'busy':
          throw busyRefusals.other;
      }
    },
  );

  app.post(
    '/login',
    {
      schema: schema('Log in: responce is the access token, responceId.inCartDtoList the cart', {
        body: LoginRequest,
        response: { 200: LoginResponse, ...refusals },
      }),
      preParsing: refuseWhenNoRoom(busyRefusals.login),
    },
    async (request) => {
      const email = normalEmail(request.body.email);
      const result = await logIn(ctx, email, request.body.password, request.ip);
      if (result.kind === 'invalid')
        throw refusal(401, AUTH_CODES.invalidCredentials, 'Invalid credentials. Please try again.');
      if (result.kind === 'disabled') throw refusal(403, AUTH_CODES.accountDisabled, ACCOUNT_DISABLED_MESSAGE);
      if (result.kind === 'throttled') {
        if (result.scope === 'busy') throw busyRefusals.login;
        const message = {
          account: `Too many failed attempts. Please try again in ${waitText(result.retryAfterSeconds)}.`,
          client: 'Too many login attempts from your network. Please wait a minute and try again.',
        }[result.scope];
        throw refusal(429, AUTH_CODES.tooManyRequests, message, result.retryAfterSeconds);
      }
      const { user, token, expiresAt } = result;
      return {
        responce: token,
        responceId: { inCartDtoList: await cartOnLogin(ctx.db, user.id) },
        accessTokenExpiration: expiresAt.getTime(),
        email: user.email,
        fullName: user.fullName,
        role: user.role,
      };
    },
  );

  app.post(
    '/refresh-token',
    {
      schema: schema('A fresh access token for a signed-in user (bearer)', {
        response: { 200: RefreshResponse, ...refusals },
      }),
      onRequest: requireUser,
    },
    async (request) => {
      const user = currentUser(request);
      const claims = request.accessClaims!;
      const authTime = claims.auth_time ?? claims.iat;
      const now = ctx.config.now();
      if (now.getTime() / 1000 - authTime > ctx.config.limits.sessionMaxHours * 3600) {
        throw refusal(401, AUTH_CODES.sessionTooOld, 'Your session has ended. Please log in again.');
      }
      // The guard checked pwd_at against the account and the session is live, so the new token names both.
      const passwordChangedAt = claims.pwd_at === undefined ? undefined : new Date(claims.pwd_at);
      const { token, expiresAt } = await issueAccessToken(ctx.config.jwtSecret, { ...user, passwordChangedAt }, now, {
        authTime,
        sessionId: claims.sid,
      });
      return {
        responce: token,
        responceId: 'OK',
        accessTokenExpiration: expiresAt.getTime(),
        email: user.email,
        fullName: user.fullName,
        role: user.role,
      };
    },
  );

  app.post(
    '/logout',
    {
      schema: schema('End the session on the server: its tokens stop working and cannot be refreshed', {
        response: { 200: AuthEnvelope, ...refusals },
      }),
      onRequest: requireUser,
    },
    async (request) => {
      await revokeSession(ctx.db, request.accessClaims!.sid!, ctx.config.now());
      return { responceId: AUTH_CODES.loggedOut, responce: 'You have been logged out.' };
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: schema('E-mail a reset link; the same answer (PRRSS) whether or not the e-mail has an account', {
        body: ForgotPasswordRequest,
        response: { 200: AuthEnvelope, ...refusals },
      }),
    },
    async (request) => {
      const result = await requestPasswordReset(
        ctx,
        app.mailer,
        request.log,
        normalEmail(request.body.email),
        request.ip,
      );
      if (result.kind === 'throttled') {
        throw refusal(
          429,
          AUTH_CODES.tooManyRequests,
          'Too many reset requests from your network. Please try again later.',
          result.retryAfterSeconds,
        );
      }
      return {
        responceId: AUTH_CODES.resetRequested,
        responce: 'If an account exists for this e-mail, a reset link is on its way. Please check your inbox.',
      };
    },
  );

  app.post(
    '/reset-forgot-password',
    {
      schema: schema('Set a new password with a mailed reset token (PUSS)', {
        body: ResetPasswordRequest,
        response: { 200: AuthEnvelope, ...refusals },
      }),
      preParsing: refuseWhenNoRoom(busyRefusals.other),
    },
    async (request) => {
      const { email, token, password } = request.body;
      const result = await resetPassword(ctx, normalEmail(email), token, password);
      if (result === 'busy') throw busyRefusals.other;
      if (result === 'invalid') {
        throw refusal(
          400,
          AUTH_CODES.invalidResetToken,
          'This reset link is invalid or has expired. Please ask for a new one.',
        );
      }
      return { responceId: AUTH_CODES.passwordUpdated, responce: 'Password updated successfully!' };
    },
  );

  app.get(
    '/user_details',
    {
      schema: schema("The signed-in user's name, e-mail and phone number", {
        response: { 200: UserDetails, ...refusals },
      }),
      onRequest: requireUser,
    },
    async (request) => userDetails(currentUser(request)),
  );

  app.put(
    '/update_user',
    {
      schema: schema("Update the signed-in user's name and phone number", {
        body: UpdateUserRequest,
        response: { 200: UpdateUserResponse, ...refusals },
      }),
      onRequest: requireUser,
    },
    async (request) => {
      const result = await updateProfile(ctx, currentUser(request), request.body);
      if (result.kind === 'email_change') {
        throw refusal(
          409,
          AUTH_CODES.emailChangeRefused,
          'Your e-mail address cannot be changed here. Please contact support.',
        );
      }
      return { responceId: AUTH_CODES.profileUpdated, responce: 'Profile updated successfully.', ...result.details };
    },
  );
};

export default routes;

/** What other server features use of accounts: the route guards, sessions, access tokens and password hashing. */
export { authenticate, authenticateToken, currentUser, requireAdmin, requireUser, type AuthUser } from './guard';
export { issueAccessToken } from './tokens';
export { revokeUserSessions, startSession } from './sessions';
export { hashPassword, verifyPassword } from './passwords';
export { BUSY_RETRY_SECONDS, PasswordCheckSlots, withPasswordSlot } from './password-check-slots';
export { failureDelayMs } from './login';
export { isNoReferrerPage } from './no-referrer';
export { backgroundSettled, runInBackground } from './background';

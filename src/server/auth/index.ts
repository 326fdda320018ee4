/** What other server features use of accounts: the route guards, access tokens and password hashing. */
export { currentUser, requireAdmin, requireUser, type AuthUser } from './guard';
export { issueAccessToken } from './tokens';
export { hashPassword } from './passwords';
export { isNoReferrerPage } from './no-referrer';
export { backgroundSettled, runInBackground } from './background';

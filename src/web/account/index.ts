/** The account feature's public face for the app shell and other features. */
export { logout } from './logout';
export { startSessionKeeper } from './session-keeper';
export { localExpiry } from './token-expiry';
export { forgetDrafts, keepDrafts } from './kept-drafts';
export { useKeptDraft } from './useKeptDraft';

/** The account feature's public face for the app shell and other features. */
export { logout } from './logout';
export { useKeptDraft } from './useKeptDraft';

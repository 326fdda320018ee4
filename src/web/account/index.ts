/** The account feature's public face for the app shell and other features. */
export { useKeptDraft } from './useKeptDraft';

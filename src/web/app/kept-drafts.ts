/**
 * Typed text that survives a forced re-login. A form opts in (`useKeptDraft`): while it is mounted it lends a
 * reader of its current values; when the session ends under the user, what every open form holds is kept in
 * sessionStorage for that user and page, and each form takes its own values back when it opens again there
 * for the same user. Forms hand over only what is safe to keep (never a password). Logout forgets it all.
 */
import { STORAGE_KEYS } from './storage';

export type DraftValues = Record<string, string>;

interface KeptDrafts {
  email: string;
  path: string;
  savedAt: number;
  forms: Record<string, DraftValues>;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Kept longer than a session can run (SESSION_MAX_HOURS caps a session, not the way back to it). */
const KEEP_MS = 60 * 60 * 1000;

const openForms = new Map<string, () => DraftValues>();

/** Lends the values of an open form; returns the function that withdraws them when the form closes. */
export function registerDraft(formId: string, read: () => DraftValues): () => void {
  openForms.set(formId, read);
  return () => {
    if (openForms.get(formId) === read) openForms.delete(formId);
  };
}

/** The session ended under `email` on `path`: keep what the open forms hold (non-empty values only). */
export function keepDrafts(email: string, path: string, store: Store = sessionStorage, now = Date.now()): void {
  const forms: KeptDrafts['forms'] = {};
  for (const [formId, read] of openForms) {
    const values = Object.fromEntries(Object.entries(read()).filter(([, value]) => value.trim() !== ''));
    if (Object.keys(values).length) forms[formId] = values;
  }
  if (!Object.keys(forms).length) return;
  try {
    store.setItem(STORAGE_KEYS.keptDrafts, JSON.stringify({ email, path, savedAt: now, forms } satisfies KeptDrafts));
  } catch {
    // Storage full or blocked: there is nothing to keep the text in.
  }
}

function readKept(store: Store): KeptDrafts | null {
  try {
    const kept = JSON.parse(store.getItem(STORAGE_KEYS.keptDrafts) ?? 'null') as KeptDrafts | null;
    return kept && typeof kept.forms === 'object' ? kept : null;
  } catch {
    return null;
  }
}

/** What `formId` held when the session ended, if it is the same user on the same page, recently. */
export function keptDraft(
  formId: string,
  email: string,
  path: string,
  store: Store = sessionStorage,
  now = Date.now(),
): DraftValues | null {
  const kept = readKept(store);
  if (!kept || kept.email !== email || kept.path !== path || now - kept.savedAt > KEEP_MS) return null;
  return kept.forms[formId] ?? null;
}

/** The form has its values back: they are not offered again. */
export function dropKeptDraft(formId: string, store: Store = sessionStorage): void {
  const kept = readKept(store);
  if (!kept?.forms[formId]) return;
  delete kept.forms[formId];
  if (Object.keys(kept.forms).length) store.setItem(STORAGE_KEYS.keptDrafts, JSON.stringify(kept));
  else store.removeItem(STORAGE_KEYS.keptDrafts);
}

/** Logout: a shared phone must not hand one person's text to the next. */
export function forgetDrafts(store: Store = sessionStorage): void {
  store.removeItem(STORAGE_KEYS.keptDrafts);
}

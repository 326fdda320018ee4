/**
 * What a user was typing survives a forced re-login: when the session ends under them, the values of the
 * page's fields are kept in sessionStorage (for that user and page), and put back when they return there
 * signed in as the same user. Passwords and files are never kept. Small: it ships with the app shell.
 */
const KEY = 'draftRescue';
const KEEP_MS = 60 * 60 * 1000;
/** Forms may render after data loads; keep filling fields as they appear for this long. */
const RESTORE_FOR_MS = 10_000;
/** Marks a part of a page whose fields keep their own drafts, so this generic rescue leaves them alone. */
export const OWN_DRAFT_ATTRIBUTE = 'data-keeps-own-draft';
const SKIPPED_TYPES = new Set(['password', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);

interface Rescue {
  path: string;
  email: string;
  savedAt: number;
  fields: Record<string, string | boolean>;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function keyOf(el: Field): string | null {
  if (el.id) return `#${el.id}`;
  if (el.name && !(el instanceof HTMLInputElement && el.type === 'radio')) return `@${el.name}`;
  return null;
}

function find(key: string): Field | null {
  const el = key.startsWith('#') ? document.getElementById(key.slice(1)) : document.getElementsByName(key.slice(1))[0];
  return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement
    ? el
    : null;
}

export function rescueDrafts(email: string, path = window.location.pathname + window.location.search): void {
  const fields: Rescue['fields'] = {};
  document.querySelectorAll<Field>('input, textarea, select').forEach((el) => {
    const key = keyOf(el);
    if (!key || el.disabled || (el instanceof HTMLInputElement && SKIPPED_TYPES.has(el.type))) return;
    // The content editor keeps its own per-template drafts and offers them back; filling its fields here too
    // would race that offer (and undo a "discard").
    if (el.closest(`[${OWN_DRAFT_ATTRIBUTE}]`)) return;
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) fields[key] = el.checked;
    else if (el.value) fields[key] = el.value;
  });
  if (!Object.keys(fields).length) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path, email, savedAt: Date.now(), fields } satisfies Rescue));
  } catch {
    // Storage full or blocked: nothing to rescue with.
  }
}

export function forgetDrafts(): void {
  sessionStorage.removeItem(KEY);
}

/** Sets a value the way typing would, so React's controlled inputs take it. */
function fill(el: Field, value: string | boolean): void {
  if (typeof value === 'boolean') {
    if (el instanceof HTMLInputElement && el.checked !== value) el.click();
    return;
  }
  if (el.value === value) return;
  const proto = Object.getPrototypeOf(el) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Puts rescued values back on `path` for `email`; returns whether there was anything to put back. */
export function restoreDrafts(email: string, path: string, onRestored?: () => void): boolean {
  let rescue: Rescue | null = null;
  try {
    rescue = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Rescue | null;
  } catch {
    rescue = null;
  }
  if (!rescue || rescue.path !== path) return false;
  forgetDrafts();
  if (rescue.email !== email || Date.now() - rescue.savedAt > KEEP_MS) return false;
  const pending = new Map(Object.entries(rescue.fields));
  const touched = new Set<EventTarget>();
  const onUserInput = (event: Event) => {
    if (event.isTrusted && event.target) touched.add(event.target);
  };
  document.addEventListener('input', onUserInput, true);
  let restoredAny = false;
  const started = Date.now();
  const pass = () => {
    for (const [key, value] of pending) {
      const el = find(key);
      // Once the user types into a field it is theirs; a late data load may still overwrite untouched ones.
      if (!el || touched.has(el)) continue;
      fill(el, value);
      restoredAny = true;
    }
    if (Date.now() - started < RESTORE_FOR_MS) window.setTimeout(pass, 300);
    else document.removeEventListener('input', onUserInput, true);
  };
  window.setTimeout(() => {
    pass();
    if (restoredAny) onRestored?.();
  }, 50);
  return true;
}

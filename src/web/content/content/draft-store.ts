/**
 * Drafts: what the buyer typed, kept in this browser until it reaches the server, so a reload, a crash or a
 * forced re-login loses nothing. One draft per user and template; writes are debounced while typing and
 * flushed when the page is hidden or left.
 */
import type { ContentData } from '../../../shared/content';

export interface Draft {
  /** Epoch milliseconds of the last change. */
  savedAt: number;
  data: ContentData;
}

const PREFIX = 'utsav.draft.v1';

export function draftKey(userEmail: string, templateId: string): string {
  return `${PREFIX}:${userEmail.trim().toLowerCase()}:${templateId.toLowerCase()}`;
}

export interface DraftStore {
  read(): Draft | null;
  /** Schedules a write; the last call within the delay wins. */
  save(data: ContentData): void;
  /** Writes a pending save now (page hidden, navigating away). */
  flush(): void;
  clear(): void;
  /** Writes what is pending and stops listening (a later save starts again). */
  dispose(): void;
}

interface Options {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  delayMs?: number;
  now?: () => number;
  /** Where to listen for the page being hidden; omitted in tests. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

export function createDraftStore(key: string, options: Options = {}): DraftStore {
  const storage = options.storage ?? localStorage;
  const delayMs = options.delayMs ?? 600;
  const now = options.now ?? Date.now;
  const target = options.target === undefined ? (typeof window === 'undefined' ? null : window) : options.target;
  let pending: ContentData | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const write = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!pending) return;
    const draft: Draft = { savedAt: now(), data: pending };
    pending = null;
    try {
      storage.setItem(key, JSON.stringify(draft));
    } catch {
      // A full or blocked storage must not break typing; the server copy is still there.
    }
  };
  const onHide = () => write();
  const onVisibility = () => {
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') write();
  };
  // Listeners are added by the first save, not at creation: making a store has no effect to undo, and a store
  // disposed and then written to again (React's development remount) listens again.
  let listening = false;
  const listen = () => {
    if (listening || !target) return;
    listening = true;
    target.addEventListener('pagehide', onHide);
    target.addEventListener('visibilitychange', onVisibility);
  };

  return {
    read() {
      try {
        const raw = storage.getItem(key);
        if (!raw) return null;
        const draft = JSON.parse(raw) as Draft;
        return draft && typeof draft.savedAt === 'number' && draft.data && typeof draft.data === 'object'
          ? draft
          : null;
      } catch {
        return null;
      }
    },
    save(data) {
      listen();
      pending = data;
      if (timer) clearTimeout(timer);
      timer = setTimeout(write, delayMs);
    },
    flush: write,
    clear() {
      pending = null;
      if (timer) clearTimeout(timer);
      timer = null;
      storage.removeItem(key);
    },
    dispose() {
      write();
      listening = false;
      target?.removeEventListener('pagehide', onHide);
      target?.removeEventListener('visibilitychange', onVisibility);
    },
  };
}

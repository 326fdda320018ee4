import { atom, getDefaultStore, useAtomValue } from 'jotai';
import './toast.css';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';
interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

/** The spec: toasts and notices show for 3000 ms at top centre. */
export const TOAST_MS = 3000;

const toastsAtom = atom<ToastItem[]>([]);
let nextId = 1;

function push(kind: ToastKind, message: string, durationMs = TOAST_MS): void {
  const store = getDefaultStore();
  const id = nextId++;
  store.set(toastsAtom, [...store.get(toastsAtom), { id, kind, message }]);
  setTimeout(
    () =>
      store.set(
        toastsAtom,
        store.get(toastsAtom).filter((t) => t.id !== id),
      ),
    durationMs,
  );
}

/** Notices for the whole app: toast.success('Login successful!'). Replaces window.alert. */
export const toast = {
  success: (message: string, durationMs?: number) => push('success', message, durationMs),
  error: (message: string, durationMs?: number) => push('error', message, durationMs),
  info: (message: string, durationMs?: number) => push('info', message, durationMs),
  warning: (message: string, durationMs?: number) => push('warning', message, durationMs),
};

export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <div className="toaster" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast--${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
          {t.message}
        </div>
      ))}
    </div>
  );
}

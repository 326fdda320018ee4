import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from '../../ui/icons';

/**
 * A modal sheet (the browser's own dialog: focus kept inside, Escape closes, the page behind inert): full width
 * from the bottom on a phone, a centred panel on a wide screen. Mounted only while open.
 */
export function Sheet({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog ref={ref} className="sheet" aria-label={title} onClose={onClose}>
      <header className="sheet__head">
        <h2>{title}</h2>
        <button type="button" className="sheet__close" aria-label="Close" onClick={onClose}>
          <Icon name="cross" size={22} />
        </button>
      </header>
      <div className="sheet__body">{children}</div>
    </dialog>
  );
}

import { useEffect, useId, useRef } from 'react';
import CropEditor, { type CropEditorProps } from './CropEditor';

/** The cropper over the page (the form's photo fields). */
export default function CropDialog({ title = 'Crop your picture', ...editor }: CropEditorProps & { title?: string }) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const { onCancel, busyLabel } = editor;

  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !busyLabel) onCancel();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [onCancel, busyLabel]);

  return (
    <div className="crop-backdrop">
      <div className="crop-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialog}>
        <h2 className="crop-dialog__title" id={titleId}>
          {title}
        </h2>
        <CropEditor {...editor} />
      </div>
    </div>
  );
}

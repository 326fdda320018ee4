import type { WidgetProps } from '@rjsf/utils';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { StoredImage } from '../../invitation/media';
import { toast } from '../../ui/toast';
import { CropDialog, cropCompressUpload, STEP_LABELS, type PhotoStep, type PixelArea } from '../../media';

export const UPLOAD_FAILED = 'Failed to upload image. Please try again.';

/**
 * "Add photo" in a photo group adds an empty slot; the slot's widget then opens the file chooser at once, so
 * adding a photo is one tap, not two. The flag lives for one mount only.
 */
let pickOnMount = false;
export function requestPhotoPick(): void {
  pickOnMount = true;
}

/**
 * A photo field: choose (images only), crop, compress, upload; the form keeps only the stored file name.
 * The cropper and the compressor load the first time a photo is chosen.
 */
export function ImageWidget({
  id,
  value,
  disabled,
  readonly,
  onChange,
  onBlur,
  label,
  options,
  rawErrors,
}: WidgetProps) {
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [step, setStep] = useState<PhotoStep | null>(null);
  const compact = options.label === false;
  const locked = disabled || readonly;

  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source);
    },
    [source],
  );
  useEffect(() => {
    if (pickOnMount && !value) {
      pickOnMount = false;
      input.current?.click();
    }
    // Only the slot that was just added, on its first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const choose = () => input.current?.click();
  const onFile = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error('The file given is not an image');
      return;
    }
    setSource(URL.createObjectURL(file));
  };
  const cancel = useCallback(() => setSource(null), []);
  const apply = useCallback(
    (area: PixelArea) => {
      if (!source) return;
      cropCompressUpload(source, area, setStep)
        .then((name) => {
          onChange(name);
          onBlur(id, name);
          setSource(null);
          toast.success('Photo uploaded.');
        })
        .catch((error: unknown) => {
          const message =
            error instanceof Error && /not an (image|instance)/.test(error.message) ? error.message : UPLOAD_FAILED;
          toast.error(message);
        })
        .finally(() => setStep(null));
    },
    [source, onChange, onBlur, id],
  );
  const remove = () => {
    onChange(undefined);
    onBlur(id, undefined);
  };

  const hasValue = typeof value === 'string' && value !== '';
  return (
    <div className={`ed-image${compact ? ' ed-image--compact' : ''}${rawErrors?.length ? ' ed-image--error' : ''}`}>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        onChange={onFile}
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`${id}-file`}
      />
      {hasValue ? (
        <div className="ed-image__preview">
          <div className="ed-image__thumb">
            <StoredImage fileName={value} alt={label} />
          </div>
          {!locked && (
            <div className="ed-image__actions">
              <button type="button" id={id} className="ed-chip" onClick={choose}>
                Change
              </button>
              <button type="button" className="ed-chip ed-chip--quiet" onClick={remove} aria-label={`Remove ${label}`}>
                Remove
              </button>
            </div>
          )}
        </div>
      ) : (
        <button type="button" id={id} className="ed-image__choose" onClick={choose} disabled={locked}>
          <svg
            viewBox="0 0 24 24"
            width="26"
            height="26"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.7"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
            <circle cx="12" cy="13" r="3.5" />
          </svg>
          <span>{compact ? 'Add photo' : 'Choose a photo'}</span>
        </button>
      )}
      {source && (
        <Suspense fallback={<div className="crop-backdrop" role="status" aria-label="Opening the cropper" />}>
          <CropDialog
            src={source}
            title={`Crop: ${label}`}
            onCancel={cancel}
            onApply={apply}
            busyLabel={step ? STEP_LABELS[step] : null}
          />
        </Suspense>
      )}
    </div>
  );
}

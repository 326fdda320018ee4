import { lazy, Suspense, useRef } from 'react';
import { ChooseStep } from './ChooseStep';
import { CroppedStep } from './CroppedStep';
import { StepList } from './StepList';
import { useCropFlow } from './useCropFlow';

const CropEditor = lazy(() => import('../image/CropEditor'));

/** The crop card: choose a photo, crop it to a shape, upload the result. */
export function CropAndUpload() {
  const flow = useCropFlow();
  const input = useRef<HTMLInputElement>(null);

  return (
    <section className="iu-card card" aria-labelledby="iu-crop-title" data-stage={flow.stage}>
      <h2 id="iu-crop-title">Crop and upload a photo</h2>
      <StepList stage={flow.stage} />
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          flow.choose(file);
        }}
        data-testid="iu-image-input"
      />

      {flow.stage === 'choose-img' && (
        <ChooseStep onPick={() => input.current?.click()} onUpload={() => void flow.upload()} />
      )}

      {flow.stage === 'crop-img' && flow.originalUrl && (
        <Suspense fallback={<div className="spinner" role="status" aria-label="Opening the cropper" />}>
          <CropEditor
            src={flow.originalUrl}
            onCancel={flow.newImage}
            onApply={(area) => void flow.applyCrop(area)}
            busyLabel={flow.busy}
          />
        </Suspense>
      )}

      {flow.stage === 'img-cropped' && flow.croppedUrl && (
        <CroppedStep
          url={flow.croppedUrl}
          busy={flow.busy}
          stored={flow.stored}
          onRecrop={flow.recrop}
          onNewImage={flow.newImage}
          onUpload={() => void flow.upload()}
        />
      )}
      <p className="iu-status" role="status">
        {flow.status}
      </p>
      {flow.stored && (
        <p className="iu-stored">
          Stored as <code>{flow.stored}</code>
        </p>
      )}
    </section>
  );
}

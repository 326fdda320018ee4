import { useCallback, useId, useRef, useState } from 'react';
import Cropper from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { ASPECTS, DEFAULT_ASPECT, KEYBOARD_STEP, ZOOM } from './aspects';
import type { PixelArea } from './crop';
import './crop-dialog.css';

export interface CropEditorProps {
  /** Object URL of the chosen picture. */
  src: string;
  onCancel: () => void;
  onApply: (area: PixelArea) => void;
  /** Shown on the apply button while the caller works (compressing, uploading). */
  busyLabel?: string | null;
}

/** Drag and zoom (1 to 3) in one of the spec's aspect ratios, 4:3 unless chosen otherwise. */
export default function CropEditor({ src, onCancel, onApply, busyLabel }: CropEditorProps) {
  const id = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(ZOOM.min);
  const [aspect, setAspect] = useState<number>(DEFAULT_ASPECT.value);
  const area = useRef<PixelArea | null>(null);
  const onCropComplete = useCallback((_: unknown, pixels: PixelArea) => {
    area.current = pixels;
  }, []);

  return (
    <div className="crop-editor">
      <div className="crop-dialog__stage" data-testid="crop-stage">
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={aspect}
          minZoom={ZOOM.min}
          maxZoom={ZOOM.max}
          keyboardStep={KEYBOARD_STEP}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={onCropComplete}
          disableAutomaticStylesInjection
          showGrid
        />
      </div>
      <div className="crop-dialog__controls">
        <fieldset className="crop-aspects">
          <legend>Aspect ratio</legend>
          {ASPECTS.map((option) => (
            <label key={option.label} className={`crop-aspect${option.value === aspect ? ' is-active' : ''}`}>
              <input
                type="radio"
                name={`${id}-aspect`}
                value={option.label}
                checked={option.value === aspect}
                onChange={() => setAspect(option.value)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        <label className="crop-zoom">
          <span>Zoom</span>
          <input
            type="range"
            min={ZOOM.min}
            max={ZOOM.max}
            step={ZOOM.step}
            value={zoom}
            onChange={(event) => setZoom(Number(event.target.value))}
            aria-valuetext={`${zoom.toFixed(1)} times`}
          />
        </label>
      </div>
      <div className="crop-dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={Boolean(busyLabel)}>
          Cancel
        </button>
        <button
          type="button"
          className="btn"
          data-autofocus
          onClick={() => area.current && onApply(area.current)}
          disabled={Boolean(busyLabel)}
        >
          {busyLabel ?? 'Crop & Apply'}
        </button>
      </div>
    </div>
  );
}

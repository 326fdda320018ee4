import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { downloadUrl } from '../../../shared/download-url';
import { readSession } from '../../app/session';
import { StoredImage } from '../../invitation/media';
import { useChatReturn } from '../../chat';
import { toast } from '../../ui/toast';
import { compressImage } from '../image/compress';
import { cropToBlob, type PixelArea } from '../image/crop';
import { mediaKindOf, uploadCroppedImage, uploadPublicFile } from '../image/upload';
import '../editor.css';
import './image-upload.css';

const CropEditor = lazy(() => import('../image/CropEditor'));

export const MESSAGES = {
  noToken: 'No access token found. Please log in.',
  noImage: 'Please select an image to upload.',
  imageFailed: 'Failed to upload image. Please try again.',
  imageDone: (name: string) => `Image uploaded successfully: ${name}.`,
  noFile: 'Please select a file to upload.',
  unsupported: 'Unsupported file type. Please upload an image or video.',
  fileFailed: 'Failed to upload file. Please try again.',
  fileDone: 'File uploaded successfully.',
} as const;

/** The spec's image flow: choose-img -> crop-img -> img-cropped. */
type Stage = 'choose-img' | 'crop-img' | 'img-cropped';

function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}

/** /imageupld: crop and upload a photo, or upload any photo or video as it is. */
export default function ImageUploadPage() {
  const { fromChat } = useChatReturn();
  useEffect(() => {
    document.title = 'Upload media · Utsav Invites';
  }, []);
  return (
    <div className="ed-page iu-page">
      <header className="iu-head">
        {fromChat ? (
          <Link to="/help" className="iu-back">
            ← Back to chat
          </Link>
        ) : (
          <Link to="/dash" className="iu-back">
            ← Back to dashboard
          </Link>
        )}
        <h1>Upload media</h1>
        <p>
          Crop a photo to the shape you need, or upload a photo or video as it is. Photos are compressed to at most 1 MB
          first.
        </p>
      </header>
      <div className="iu-columns">
        <CropAndUpload />
        <GenericUpload />
      </div>
    </div>
  );
}

function CropAndUpload() {
  // Opened from the chat's attach link: a stored image goes back to the chat.
  const { returnWith } = useChatReturn();
  const [stage, setStage] = useState<Stage>('choose-img');
  const [original, setOriginal] = useState<File | null>(null);
  const [cropped, setCropped] = useState<Blob | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [stored, setStored] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const originalUrl = useObjectUrl(original);
  const croppedUrl = useObjectUrl(cropped);

  const say = (message: string, kind: 'success' | 'error') => {
    setStatus(message);
    toast[kind](message);
  };

  const onChoose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return say('The file given is not an image', 'error');
    setOriginal(file);
    setCropped(null);
    setStored(null);
    setStatus('');
    setStage('crop-img');
  };
  const onApply = async (area: PixelArea) => {
    if (!originalUrl) return;
    setBusy('Cropping…');
    try {
      setCropped(await cropToBlob(originalUrl, area));
      setStage('img-cropped');
    } catch (error) {
      say(error instanceof Error ? error.message : MESSAGES.imageFailed, 'error');
    } finally {
      setBusy(null);
    }
  };
  const newImage = () => {
    setOriginal(null);
    setCropped(null);
    setStored(null);
    setStatus('');
    setStage('choose-img');
  };
  const upload = async () => {
    if (!readSession()) return say(MESSAGES.noToken, 'error');
    if (!cropped) return say(MESSAGES.noImage, 'error');
    try {
      setBusy('Compressing…');
      const compressed = await compressImage(new File([cropped], 'cropped-image.jpg', { type: 'image/jpeg' }));
      setBusy('Uploading…');
      const name = await uploadCroppedImage(compressed);
      setStored(name);
      say(MESSAGES.imageDone(name), 'success');
      returnWith(name);
    } catch (error) {
      say(
        error instanceof Error && /not an (image|instance)/.test(error.message) ? error.message : MESSAGES.imageFailed,
        'error',
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="iu-card card" aria-labelledby="iu-crop-title" data-stage={stage}>
      <h2 id="iu-crop-title">Crop and upload a photo</h2>
      <ol className="iu-steps" aria-label="Steps">
        {(['choose-img', 'crop-img', 'img-cropped'] as const).map((step, i) => (
          <li
            key={step}
            className={stage === step ? 'is-current' : ''}
            aria-current={stage === step ? 'step' : undefined}
          >
            <span aria-hidden="true">{i + 1}</span>
            {['Choose', 'Crop', 'Upload'][i]}
          </li>
        ))}
      </ol>
      <input ref={input} type="file" accept="image/*" hidden onChange={onChoose} data-testid="iu-image-input" />

      {stage === 'choose-img' && (
        <div className="iu-choose">
          <button type="button" className="iu-drop" onClick={() => input.current?.click()}>
            <span className="iu-drop__icon" aria-hidden="true">
              ⬆
            </span>
            <strong>Choose an image</strong>
            <span>JPEG, PNG, GIF or WebP</span>
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => void upload()}>
            Upload
          </button>
        </div>
      )}

      {stage === 'crop-img' && originalUrl && (
        <Suspense fallback={<div className="spinner" role="status" aria-label="Opening the cropper" />}>
          <CropEditor src={originalUrl} onCancel={newImage} onApply={(area) => void onApply(area)} busyLabel={busy} />
        </Suspense>
      )}

      {stage === 'img-cropped' && croppedUrl && (
        <div className="iu-result">
          {/* "picture" names what the buyer cropped, not that it is an image. */}
          {/* eslint-disable-next-line jsx-a11y/img-redundant-alt */}
          <img src={croppedUrl} alt="Your cropped picture" className="iu-result__image" />
          <div className="iu-result__actions">
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => setStage('crop-img')}
              disabled={Boolean(busy)}
            >
              Crop
            </button>
            <button type="button" className="btn btn--ghost" onClick={newImage} disabled={Boolean(busy)}>
              New Image
            </button>
            <button
              type="button"
              className="btn"
              onClick={() => void upload()}
              disabled={Boolean(busy) || Boolean(stored)}
            >
              {busy ?? (stored ? 'Uploaded' : 'Upload')}
            </button>
          </div>
        </div>
      )}
      <p className="iu-status" role="status">
        {status}
      </p>
      {stored && (
        <p className="iu-stored">
          Stored as <code>{stored}</code>
        </p>
      )}
    </section>
  );
}

function GenericUpload() {
  const { returnWith } = useChatReturn();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [stored, setStored] = useState<{ name: string; kind: 'image' | 'video' } | null>(null);
  const [status, setStatus] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const say = (message: string, kind: 'success' | 'error') => {
    setStatus(message);
    toast[kind](message);
  };
  const upload = async () => {
    if (!file) return say(MESSAGES.noFile, 'error');
    const kind = mediaKindOf(file);
    if (!kind) return say(MESSAGES.unsupported, 'error');
    if (!readSession()) return say(MESSAGES.noToken, 'error');
    try {
      let body: Blob = file;
      if (kind === 'image') {
        setBusy('Compressing…');
        body = await compressImage(file);
      }
      setBusy('Uploading…');
      const name = await uploadPublicFile(body, file.name);
      setStored({ name, kind });
      say(MESSAGES.fileDone, 'success');
      if (kind === 'image') returnWith(name);
    } catch (error) {
      say(
        error instanceof Error && /not an (image|instance)/.test(error.message) ? error.message : MESSAGES.fileFailed,
        'error',
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="iu-card card" aria-labelledby="iu-file-title">
      <h2 id="iu-file-title">Upload a photo or video</h2>
      <p className="iu-note">Photos are compressed; videos are uploaded as they are.</p>
      <label className="iu-file">
        <span className="iu-file__label">File</span>
        <input
          ref={input}
          type="file"
          accept="image/*,video/*"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setStored(null);
            setStatus('');
          }}
          data-testid="iu-file-input"
        />
      </label>
      {file && <p className="iu-file__name">{`${file.name} · ${(file.size / 1024 / 1024).toFixed(2)} MB`}</p>}
      <button type="button" className="btn" onClick={() => void upload()} disabled={Boolean(busy)}>
        {busy ?? 'Upload file'}
      </button>
      <p className="iu-status" role="status">
        {status}
      </p>
      {stored && (
        <div className="iu-uploaded">
          {stored.kind === 'image' ? (
            <div className="iu-uploaded__thumb">
              <StoredImage fileName={stored.name} alt="Uploaded picture" />
            </div>
          ) : (
            // The buyer's own clip, shown back to them: there are no captions to offer for it.
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <video className="iu-uploaded__video" src={downloadUrl(stored.name)} controls preload="metadata" />
          )}
          <p className="iu-stored">
            Stored as <code>{stored.name}</code>
          </p>
        </div>
      )}
    </section>
  );
}

import { useState } from 'react';
import { readSession } from '../../app/session';
import { useChatReturn } from '../../chat';
import { compressImage } from '../image/compress';
import { mediaKindOf, uploadPublicFile, type MediaKind } from '../image/upload';
import { MESSAGES, uploadFailure } from './messages';
import { UploadedMedia } from './UploadedMedia';
import { useStatus } from './useStatus';

/** The second card: any photo (compressed) or video (as it is), uploaded without cropping. */
export function GenericUpload() {
  const { returnWith } = useChatReturn();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [stored, setStored] = useState<{ name: string; kind: MediaKind } | null>(null);
  const { status, say, clear } = useStatus();

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
      say(uploadFailure(error, MESSAGES.fileFailed), 'error');
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
          type="file"
          accept="image/*,video/*"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setStored(null);
            clear();
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
      {stored && <UploadedMedia name={stored.name} kind={stored.kind} />}
    </section>
  );
}

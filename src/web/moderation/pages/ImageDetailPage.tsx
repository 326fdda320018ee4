import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { GalleryImage } from '../../../shared/api/live';
import { mediaRoutes } from '../../../shared/api/routes/media';
import { downloadUrl } from '../../../shared/download-url';
import { AS_FILE, call } from '../../app/api';
import { useLiveSites } from '../../live';
import { saveBlob } from '../../ui/save-blob';
import { toast } from '../../ui/toast';
import { modifyImage, moderationKeys, useGallery } from '../moderation-api';
import '../moderation.css';

/**
 * /galleryimage/{id} and /imageguestdetail/{id}: one guest photo large, who sent it and when, its visibility
 * (saved as soon as it is changed), a download, and the previous and next photos of the same site.
 */
export default function ImageDetailPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const base = pathname.startsWith('/imageguestdetail') ? '/imageguestdetail' : '/galleryimage';
  const back = base === '/imageguestdetail' ? '/guestgallery' : '/gallery';
  const live = useLiveSites();
  const liveId = live.site?.liveId;
  const client = useQueryClient();
  const query = useGallery(liveId);
  const images = query.data ?? null;
  const loadError = query.isError && !images ? 'Failed to fetch image details.' : null;
  const error = live.failed && !live.sites ? 'Failed to fetch live ID.' : loadError;
  const [saving, setSaving] = useState(false);

  const index = images?.findIndex((image) => String(image.id) === id) ?? -1;
  const image = images && index >= 0 ? images[index]! : null;
  const previous = images && index > 0 ? images[index - 1] : undefined;
  const next = images && index >= 0 ? images[index + 1] : undefined;

  async function changeVisibility(value: string) {
    if (!image || !liveId) return;
    const visible = value === 'public';
    setSaving(true);
    const outcome = await modifyImage(liveId, image.id, visible);
    setSaving(false);
    if (!outcome.ok) {
      toast.error(outcome.message);
      return;
    }
    toast.success(outcome.message);
    client.setQueryData<GalleryImage[]>(moderationKeys.gallery(liveId), (list) =>
      list?.map((item) => (item.id === image.id ? { ...item, visflag: visible } : item)),
    );
  }

  async function download() {
    if (!image) return;
    try {
      const file = await call(mediaRoutes.download, { query: { filename: image.image_url }, config: AS_FILE });
      saveBlob(file, `image_${image.id}.jpg`);
    } catch (cause) {
      console.error('Failed to download the image', cause);
    }
  }

  return (
    <section className="image-detail">
      <div className="image-detail__bar">
        <button type="button" className="btn btn--ghost" onClick={() => navigate(back)}>
          ← Back
        </button>
        <h1>Guest Uploaded Media</h1>
        {image && (
          <button type="button" className="btn" onClick={download}>
            Download Image
          </button>
        )}
      </div>

      {error && (
        <p className="image-detail__error" role="alert">
          {error}
        </p>
      )}
      {!error && images === null && <p role="status">Loading...</p>}
      {!error && images !== null && !image && <p role="alert">Image not found.</p>}

      {image && (
        <div className="image-detail__body">
          <time className="image-detail__date" dateTime={image.date}>
            {new Date(image.date).toLocaleString('en-IN', { dateStyle: 'long', timeStyle: 'short' })}
          </time>
          <div className="image-detail__stage">
            <Link
              to={previous ? `${base}/${previous.id}` : '#'}
              className="image-detail__arrow"
              aria-label="Previous image"
              aria-disabled={!previous}
              onClick={(event) => !previous && event.preventDefault()}
            >
              ‹
            </Link>
            <img src={downloadUrl(image.image_url)} alt={`Uploaded by ${image.name}`} />
            <Link
              to={next ? `${base}/${next.id}` : '#'}
              className="image-detail__arrow"
              aria-label="Next image"
              aria-disabled={!next}
              onClick={(event) => !next && event.preventDefault()}
            >
              ›
            </Link>
          </div>
          <div className="image-detail__meta">
            <p>Uploaded by {image.name}</p>
            <label className="image-detail__visibility">
              <span>Visibility</span>
              <select
                value={image.visflag === null ? '' : image.visflag ? 'public' : 'hidden'}
                disabled={saving}
                onChange={(event) => changeVisibility(event.target.value)}
              >
                {image.visflag === null && (
                  <option value="" disabled>
                    Not yet chosen
                  </option>
                )}
                <option value="public">Public</option>
                <option value="hidden">Hidden</option>
              </select>
            </label>
          </div>
          <div className="image-detail__nav">
            <button
              type="button"
              className="btn btn--ghost"
              disabled={!previous}
              onClick={() => previous && navigate(`${base}/${previous.id}`)}
            >
              Previous
            </button>
            <button
              type="button"
              className="btn btn--ghost"
              disabled={!next}
              onClick={() => next && navigate(`${base}/${next.id}`)}
            >
              Next
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

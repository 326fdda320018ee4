import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { GalleryImage } from '../../../shared/api/live';
import { downloadUrl } from '../../../shared/download-url';
import { LiveSitePicker, useLiveSites } from '../../live';
import { toast } from '../../ui/toast';
import { useDownloadPhotos, useGallery, useModeratePhotos } from '../moderation-api';
import { countByStatus, inPeriod, statusOf, type PeriodKey, type Status } from '../periods';
import { LimitNotice } from '../LimitNotice';
import { ReportHeader, StatusTabs } from '../ReportHeader';
import { useNow } from '../use-now';
import '../../ui/tabs.css';
import '../moderation.css';

export const DELIVERY_NOTICE = 'You will receive the uploaded photos by the end of the married date.';

const NO_IMAGES: GalleryImage[] = [];

/**
 * /gallery and /guestgallery: guests' photos of the chosen live site in a grid with a checkbox each; the
 * selection is made public or hidden (one call per photo) or downloaded as a zip of the originals.
 */
export default function GalleryPage() {
  const { pathname } = useLocation();
  const detailPath = pathname.startsWith('/guestgallery') ? '/imageguestdetail' : '/galleryimage';
  const live = useLiveSites();
  const site = live.site;
  const [period, setPeriod] = useState<PeriodKey>('24h');
  const [status, setStatus] = useState<Status>('Unread');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [noticeOpen, setNoticeOpen] = useState(true);
  const now = useNow();

  const query = useGallery(site?.liveId);
  const moderate = useModeratePhotos(site?.liveId);
  const downloading = useDownloadPhotos(site?.liveId, site?.slug);
  const busy = moderate.isPending || downloading.isPending;
  // Another site starts from nothing: no photos until its own arrive, nothing selected. A list that cannot be
  // read shows as empty.
  const images = query.isError ? NO_IMAGES : (query.data ?? null);
  const [shownSite, setShownSite] = useState(site);
  if (site !== shownSite) {
    setShownSite(site);
    setSelected(new Set());
  }

  const ofPeriod = useMemo(
    () => (images ?? []).filter((image) => inPeriod(image.date, period, now)),
    [images, period, now],
  );
  const shown = ofPeriod.filter((image) => statusOf(image.visflag) === status);

  function toggle(id: number) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function setVisibility(visible: boolean) {
    if (!site || selected.size === 0) return;
    moderate.mutate({ ids: [...selected], visible }, { onSuccess: () => setSelected(new Set()) });
  }

  function download() {
    toast.info(DELIVERY_NOTICE);
    if (!site || selected.size === 0) return;
    downloading.mutate([...selected]);
  }

  return (
    <section className="report">
      <LiveSitePicker live={live} />
      <LimitNotice liveId={site?.liveId} kind="photos" />
      <ReportHeader period={period} onPeriod={setPeriod} counts={countByStatus(ofPeriod)} noun="Photos" />
      <StatusTabs status={status} onStatus={setStatus} />

      {noticeOpen && (
        <div className="gallery-notice" role="note">
          <p>{DELIVERY_NOTICE}</p>
          <button type="button" aria-label="Dismiss notice" onClick={() => setNoticeOpen(false)}>
            ×
          </button>
        </div>
      )}

      <div className="gallery-actions">
        <span className="gallery-actions__count" aria-live="polite">
          {selected.size > 0 ? `${selected.size} selected` : 'Select photos to act on them'}
        </span>
        <button
          type="button"
          className="btn btn--ghost"
          disabled={busy || selected.size === 0}
          onClick={() => setVisibility(false)}
        >
          Hide Selection
        </button>
        <button
          type="button"
          className="btn"
          disabled={busy || selected.size === 0}
          onClick={() => setVisibility(true)}
        >
          Public Selection
        </button>
        <button type="button" className="btn btn--gold" disabled={busy} onClick={download}>
          Download Selection
        </button>
      </div>

      {site && images === null && <div className="spinner" role="status" aria-label="Loading photos" />}
      {images !== null && shown.length === 0 && <p className="report__empty">No gallery image available.</p>}
      {shown.length > 0 && (
        <ul className="gallery-grid">
          {shown.map((image) => (
            <li key={image.id} className={`gallery-item${selected.has(image.id) ? ' gallery-item--selected' : ''}`}>
              <Link
                to={`${detailPath}/${image.id}`}
                className="gallery-item__open"
                aria-label={`Open photo by ${image.name}`}
              >
                <img src={downloadUrl(image.image_url)} alt={`Uploaded by ${image.name}`} loading="lazy" />
              </Link>
              <label className="gallery-item__check">
                <input type="checkbox" checked={selected.has(image.id)} onChange={() => toggle(image.id)} />
                <span className="visually-hidden">Select photo by {image.name}</span>
              </label>
              <span className="gallery-item__name">{image.name}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

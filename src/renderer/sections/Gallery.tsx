import { useCallback, useEffect, useState } from 'react';
import { Icon } from '../icons';
import { MediaImage } from '../media/MediaImage';
import { t } from '../i18n';
import { useLanguage } from '../i18n/context';
import { fieldLabel } from '../i18n/labels';
import type { SiteLanguage } from '../../shared/look';
import type { SectionView } from '../view';
import { captionOf } from '../view';

/** Sections that hold nothing but pictures. */
export function isGallerySection(view: SectionView): boolean {
  const fields = view.section.fields.filter((f) => !(f.kind === 'boolean' && /^Show/.test(f.name)));
  return fields.length > 0 && fields.every((f) => f.kind === 'image');
}

export function galleryImages(view: SectionView, lang: SiteLanguage): { value: string; alt: string }[] {
  const images = view.values.map((v) => ({ value: String(v.value), alt: fieldLabel(lang, captionOf(v.field.label)) }));
  for (const group of view.groups) {
    group.entries.forEach((entry, i) => {
      for (const field of group.fields) {
        if (entry[field.name] !== undefined)
          images.push({
            value: String(entry[field.name]),
            alt: `${fieldLabel(lang, captionOf(group.group.label))} ${i + 1}`,
          });
      }
    });
  }
  return images;
}

export function Gallery({ view }: { view: SectionView }) {
  const lang = useLanguage();
  const images = galleryImages(view, lang);
  const [open, setOpen] = useState<number | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const step = useCallback(
    (by: number) => setOpen((i) => (i === null ? i : (i + by + images.length) % images.length)),
    [images.length],
  );

  useEffect(() => {
    if (open === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      if (event.key === 'ArrowRight') step(1);
      if (event.key === 'ArrowLeft') step(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, close, step]);

  const current = open === null ? undefined : images[open];
  return (
    <>
      <ul className={`inv-gallery inv-gallery--${Math.min(images.length, 6)}`}>
        {images.map((image, i) => (
          <li key={`${image.value}-${i}`} className="inv-gallery__item">
            <button
              type="button"
              className="inv-gallery__open inv-frame"
              onClick={() => setOpen(i)}
              aria-label={t(lang, 'galleryOpenPicture', { n: i + 1, total: images.length })}
            >
              <MediaImage value={image.value} alt={image.alt} />
            </button>
          </li>
        ))}
      </ul>
      {current && (
        // A click on the backdrop, not the picture, closes it; keyboards have Escape and the Close button.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
        <div
          className="inv-lightbox"
          role="dialog"
          aria-modal="true"
          aria-label={t(lang, 'galleryPictureOf', { n: open! + 1, total: images.length })}
          onClick={(event) => event.target === event.currentTarget && close()}
        >
          <div className="inv-lightbox__picture">
            <MediaImage value={current.value} alt={current.alt} className="inv-lightbox__media" eager />
          </div>
          <button
            type="button"
            className="inv-lightbox__button inv-lightbox__close"
            onClick={close}
            aria-label={t(lang, 'galleryClose')}
          >
            <Icon name="close" size={22} />
          </button>
          {images.length > 1 && (
            <>
              <button
                type="button"
                className="inv-lightbox__button inv-lightbox__prev"
                onClick={(e) => (e.stopPropagation(), step(-1))}
                aria-label={t(lang, 'galleryPrevious')}
              >
                <Icon name="chevronLeft" size={22} />
              </button>
              <button
                type="button"
                className="inv-lightbox__button inv-lightbox__next"
                onClick={(e) => (e.stopPropagation(), step(1))}
                aria-label={t(lang, 'galleryNext')}
              >
                <Icon name="chevronRight" size={22} />
              </button>
            </>
          )}
        </div>
      )}
    </>
  );
}

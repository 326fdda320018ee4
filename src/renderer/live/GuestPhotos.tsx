import { t } from '../i18n';
import { useLanguage } from '../i18n/context';
import type { PublicPhoto } from './types';

/** Public guest photos: square tiles (width and height given, so nothing shifts), lazy, WebP srcset. */
export function GuestPhotoGrid({ photos }: { photos: PublicPhoto[] }) {
  const lang = useLanguage();
  if (!photos.length) return <p className="live-note">{t(lang, 'photosNoneYet')}</p>;
  return (
    <ul className="live-photos">
      {photos.map((photo) => {
        const largest = photo.variants[photo.variants.length - 1];
        return (
          <li key={photo.id}>
            <figure>
              <img
                src={largest?.src ?? photo.src}
                {...(photo.variants.length
                  ? {
                      srcSet: photo.variants.map((v) => `${v.src} ${v.width}w`).join(', '),
                      sizes: '(min-width: 760px) 240px, 46vw',
                    }
                  : {})}
                alt={t(lang, 'photoSharedBy', { name: photo.name })}
                width={400}
                height={400}
                loading="lazy"
                decoding="async"
              />
              <figcaption>{photo.name}</figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}

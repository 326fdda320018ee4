import { safeHref } from '../format';
import { t } from '../i18n';
import { useLanguage } from '../i18n/context';
import { Icon } from '../icons';
import { MediaImage } from '../media/MediaImage';
import type { FieldValue, SectionView } from '../view';
import { textOf } from '../view';
import { FieldList } from './FieldList';

/** A place with a map link: a card with the photo, the address and a Directions button. */
export function isVenueSection(view: SectionView): boolean {
  const plain = view.section.fields.filter((f) => !f.group);
  return (
    plain.some((f) => f.kind === 'url' && /map/i.test(f.name)) && plain.some((f) => /(Address|Location)/.test(f.name))
  );
}

export function Venue({ view }: { view: SectionView }) {
  const lang = useLanguage();
  const used = new Set<FieldValue>();
  const take = (predicate: (item: FieldValue) => boolean) => {
    const found = view.values.find((item) => !used.has(item) && predicate(item));
    if (found) used.add(found);
    return found;
  };
  const name = take((i) => i.field.kind === 'text' && /(Name|Title)$/.test(i.field.name));
  const address = take((i) => /(Address|Location)/.test(i.field.name) && i.field.kind !== 'url');
  const map = take((i) => i.field.kind === 'url' && /map/i.test(i.field.name));
  const photo = take((i) => i.field.kind === 'image');
  const mapHref = map ? safeHref(map.value) : undefined;
  const rest = view.values.filter((i) => !used.has(i));
  return (
    <div className="inv-venue">
      {photo && (
        <div className="inv-venue__photo inv-frame">
          <MediaImage value={String(photo.value)} alt={textOf(name?.value) || t(lang, 'theVenue')} />
        </div>
      )}
      <div className="inv-venue__body">
        {name && <h3 className="inv-venue__name">{textOf(name.value)}</h3>}
        {address && (
          <p className="inv-venue__address">
            <Icon name="pin" />
            <span>{textOf(address.value)}</span>
          </p>
        )}
        {mapHref && (
          <a className="inv-button" href={mapHref} target="_blank" rel="noopener noreferrer">
            <Icon name="pin" />
            {t(lang, 'getDirections')}
          </a>
        )}
        <FieldList values={rest} className="inv-fields--compact" />
      </div>
    </div>
  );
}

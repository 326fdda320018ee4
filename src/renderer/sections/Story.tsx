import type { FieldInfo } from '../../shared/content';
import { t } from '../i18n';
import { useLanguage } from '../i18n/context';
import { MediaImage } from '../media/MediaImage';
import type { GroupView } from '../view';
import { textOf } from '../view';
import { FieldList } from './FieldList';

/** A repeated group read as moments in time (Year/Month/Day, pictures, words): a timeline. */
export function isStoryGroup(group: GroupView): boolean {
  if (!group.group.entriesAreObjects) return false;
  const names = group.fields.map((f) => f.name);
  return (
    names.includes('Year') ||
    (group.fields.some((f) => f.kind === 'image') &&
      group.fields.some((f) => f.kind === 'textarea') &&
      !group.fields.some((f) => f.kind === 'time'))
  );
}

function whenOf(entry: Record<string, unknown>): string {
  return [entry.Date, entry.Month, entry.Year].map(textOf).filter(Boolean).join(' ');
}

export function Story({ group }: { group: GroupView }) {
  const lang = useLanguage();
  const titleField = group.fields.find((f) => f.kind === 'text' && /(Title|Heading|Name)$/.test(f.name));
  const imageFields = group.fields.filter((f) => f.kind === 'image');
  const textFields = group.fields.filter((f) => f.kind === 'textarea');
  const dateParts = new Set(['Year', 'Month', 'Date', 'Day']);
  const rest = (entry: Record<string, unknown>) =>
    group.fields
      .filter(
        (f: FieldInfo) =>
          f !== titleField &&
          !imageFields.includes(f) &&
          !textFields.includes(f) &&
          !dateParts.has(f.name) &&
          entry[f.name] !== undefined,
      )
      .map((f) => ({ field: f, value: entry[f.name] }));
  return (
    <ol className="inv-timeline">
      {group.entries.map((entry, i) => {
        const title = titleField ? textOf(entry[titleField.name]) : '';
        const when = whenOf(entry);
        const pictures = imageFields.filter((f) => entry[f.name] !== undefined);
        return (
          <li key={i} className="inv-moment">
            <span className="inv-moment__dot" aria-hidden="true" />
            <div className="inv-moment__body">
              {when && <p className="inv-moment__when">{when}</p>}
              {title && <h3 className="inv-moment__title">{title}</h3>}
              {pictures.length > 0 && (
                <div className={`inv-moment__pictures inv-moment__pictures--${pictures.length}`}>
                  {pictures.map((f) => (
                    <div key={f.name} className="inv-frame">
                      <MediaImage value={String(entry[f.name])} alt={title || when || t(lang, 'storyMoment')} />
                    </div>
                  ))}
                </div>
              )}
              {textFields.map((f) =>
                entry[f.name] !== undefined ? (
                  <p key={f.name} className="inv-moment__text">
                    {textOf(entry[f.name])}
                  </p>
                ) : null,
              )}
              <FieldList values={rest(entry)} className="inv-fields--compact" />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

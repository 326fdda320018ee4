import { t } from '../i18n';
import { Icon } from '../icons';
import type { RenderContext } from '../types';
import type { FieldValue, SectionView } from '../view';
import { textOf } from '../view';
import { FieldList } from './FieldList';

/** Shown where the live site will list real wishes, so a preview shows what guests will see. */
export const SAMPLE_WISHES = [
  {
    name: 'Meera Aunty',
    message: 'So happy for you both! May your home always be full of laughter and filter coffee.',
  },
  { name: 'Karthik', message: 'Congratulations! Counting the days to dance at the celebration.' },
  { name: 'The Deshpande family', message: 'Blessings and love from all of us. See you there!' },
];

export function isWishesSection(view: SectionView): boolean {
  return /wish|blessing|greeting/i.test(view.section.key);
}

export function Wishes({ view, ctx }: { view: SectionView; ctx: RenderContext }) {
  const used = new Set<FieldValue>();
  const heading = view.values.find((i) => /Heading|Title/.test(i.field.name));
  if (heading) used.add(heading);
  const message = view.values.find((i) => !used.has(i) && (i.field.kind === 'text' || i.field.kind === 'textarea'));
  if (message) used.add(message);
  const rest = view.values.filter((i) => !used.has(i));
  const live = ctx.extras.wishes?.(view.section.key);
  return (
    <div className="inv-wishes">
      {heading && <p className="inv-lead">{textOf(heading.value)}</p>}
      {message && <p className="inv-wishes__message">{textOf(message.value)}</p>}
      <FieldList values={rest} />
      {live ?? (
        <>
          <WishList wishes={SAMPLE_WISHES} label={t(ctx.lang, 'wishesFromGuestsSample')} />
          <p className="inv-wishes__note">{t(ctx.lang, 'wishesWallNote')}</p>
        </>
      )}
    </div>
  );
}

/** Guests' wishes as cards; their words are always rendered as text. */
export function WishList({ wishes, label }: { wishes: readonly { name: string; message: string }[]; label: string }) {
  return (
    <ul className="inv-wishes__list" aria-label={label}>
      {wishes.map((wish, i) => (
        <li key={i} className="inv-wish">
          <Icon name="heart" />
          <p className="inv-wish__message">{wish.message}</p>
          <p className="inv-wish__name">{wish.name}</p>
        </li>
      ))}
    </ul>
  );
}

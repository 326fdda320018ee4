import { t, type MessageKey } from '../i18n';
import { MediaImage } from '../media/MediaImage';
import { Emblem } from '../ornaments/Ornaments';
import type { RenderContext } from '../types';
import type { FieldValue, SectionView } from '../view';
import { captionOf, leadingWord, lookupValue, textOf } from '../view';
import { fieldLabel } from '../i18n/labels';
import { FieldList } from './FieldList';

interface PersonCard {
  prefix: string;
  photo?: FieldValue;
  description?: FieldValue;
  parents: FieldValue[];
  rest: FieldValue[];
}

/** Fields grouped by who they describe (Bride..., Groom...): a section is about people when two have photos. */
export function personCards(view: SectionView): { cards: PersonCard[]; others: FieldValue[] } {
  const byPrefix = new Map<string, FieldValue[]>();
  for (const item of view.values) {
    const prefix = leadingWord(item.field.name);
    byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), item]);
  }
  const cards: PersonCard[] = [];
  const others: FieldValue[] = [];
  for (const [prefix, items] of byPrefix) {
    const photo = items.find((i) => i.field.kind === 'image');
    // A person has a photo and words about them; a lone photo (Profile Photo, Family Photo) is just a picture.
    if (!photo || items.length < 2) {
      others.push(...items);
      continue;
    }
    const description = items.find((i) => i.field.kind === 'textarea' || /Description|About|Quote/.test(i.field.name));
    const parents = items.filter((i) => /(Father|Mother|Parent)s?Name$/.test(i.field.name));
    const rest = items.filter((i) => i !== photo && i !== description && !parents.includes(i));
    cards.push({ prefix, photo, ...(description ? { description } : {}), parents, rest });
  }
  return { cards, others };
}

const CHILD_OF: Record<string, MessageKey> = { Bride: 'daughterOf', Groom: 'sonOf', Girl: 'daughterOf', Boy: 'sonOf' };

export function People({ view, ctx }: { view: SectionView; ctx: RenderContext }) {
  const { cards, others } = personCards(view);
  return (
    <>
      <div className={`inv-people inv-people--${cards.length}`}>
        {cards.map((card, index) => {
          const name = textOf(lookupValue(ctx.layout, ctx.content, `${card.prefix}Name`));
          const role = fieldLabel(ctx.lang, card.photo ? captionOf(card.photo.field.label) : card.prefix);
          return (
            <div key={card.prefix} className="inv-person-wrap">
              {index > 0 && cards.length === 2 && (
                <div className="inv-people__join" aria-hidden="true">
                  <Emblem motif={ctx.design.motif} size={44} />
                </div>
              )}
              <article className="inv-person">
                {card.photo && (
                  <div className="inv-person__photo inv-frame inv-frame--arch">
                    <MediaImage value={String(card.photo.value)} alt={name || role} />
                  </div>
                )}
                <p className="inv-person__role">{name ? role : ''}</p>
                <h3 className="inv-person__name">{name || role}</h3>
                {card.parents.length > 0 && (
                  <p className="inv-person__parents">
                    <span>{t(ctx.lang, CHILD_OF[card.prefix] ?? 'with')}</span>{' '}
                    {card.parents.map((p) => textOf(p.value)).join(' & ')}
                  </p>
                )}
                {card.description && <p className="inv-person__about">{textOf(card.description.value)}</p>}
                <FieldList values={card.rest} className="inv-fields--compact" />
              </article>
            </div>
          );
        })}
      </div>
      <FieldList values={others} />
    </>
  );
}

import { dateText, t } from '../i18n';
import { Icon } from '../icons';
import type { RenderContext } from '../types';
import type { FieldValue, SectionView } from '../view';
import { textOf } from '../view';
import { ActionLink, FieldList } from './FieldList';

export function isContactSection(view: SectionView): boolean {
  return view.section.fields.some((f) => !f.group && (f.kind === 'tel' || f.kind === 'email'));
}

/** Whom to call, with call and WhatsApp buttons, and the reply-by date. */
export function Contact({ view, ctx }: { view: SectionView; ctx: RenderContext }) {
  const used = new Set<FieldValue>();
  const person = view.values.find((i) => i.field.kind === 'text' && /Name$/.test(i.field.name));
  if (person) used.add(person);
  const replyBy = view.values.find((i) => i.field.kind === 'date' && /rsvp|reply/i.test(i.field.name + i.field.label));
  if (replyBy) used.add(replyBy);
  const reach = view.values.filter((i) => i.field.kind === 'tel' || i.field.kind === 'email');
  reach.forEach((i) => used.add(i));
  const rest = view.values.filter((i) => !used.has(i));
  const rsvp = ctx.extras.rsvp?.();
  return (
    <div className="inv-contact">
      {replyBy && (
        <p className="inv-contact__reply">
          <Icon name="calendar" />
          {t(ctx.lang, 'kindlyReplyBy')} <strong>{dateText(ctx.lang, replyBy.value)}</strong>
        </p>
      )}
      {person && (
        <p className="inv-contact__person">
          <Icon name="user" />
          {textOf(person.value)}
        </p>
      )}
      {reach.length > 0 && (
        <div className="inv-actions inv-actions--stack">
          {reach.map((item) => (
            <ActionLink key={item.field.name} {...item} />
          ))}
        </div>
      )}
      <FieldList values={rest} />
      {rsvp}
    </div>
  );
}

import { sectionTitle, t } from '../i18n';
import { fieldLabel } from '../i18n/labels';
import type { RenderContext } from '../types';
import type { GroupView, SectionView } from '../view';
import { Contact, isContactSection } from './Contact';
import { FieldList, GroupCards } from './FieldList';
import { Gallery, isGallerySection } from './Gallery';
import { People, personCards } from './People';
import { isScheduleGroup, Schedule } from './Schedule';
import { SectionShell } from './SectionShell';
import { isStoryGroup, Story } from './Story';
import { isVenueSection, Venue } from './Venue';
import { isWishesSection, Wishes } from './Wishes';

/**
 * Picks a layout for a section from its shape, not its name in one schema: pictures only -> gallery, a map
 * link and an address -> venue, people with photos -> person cards, dated entries -> schedule, and so on.
 * Anything else gets the generic renderer, so a new category's schema renders without code changes.
 */
export function sectionKind(view: SectionView): string {
  if (isWishesSection(view)) return 'wishes';
  if (isGallerySection(view)) return 'gallery';
  if (isVenueSection(view)) return 'venue';
  if (personCards(view).cards.length >= 2) return 'people';
  if (view.groups.some(isScheduleGroup)) return 'schedule';
  if (view.groups.some(isStoryGroup)) return 'story';
  if (isContactSection(view)) return 'contact';
  return 'generic';
}

const INTRO = /(Heading|Title|Intro|Introduction|Message|Description|About)$/;

function Groups({ groups, view, ctx }: { groups: GroupView[]; view: SectionView; ctx: RenderContext }) {
  return (
    <>
      {groups.map((group) => (
        <div key={group.group.name} className="inv-group">
          {groups.length > 1 && <h3 className="inv-group__title">{fieldLabel(ctx.lang, group.group.label)}</h3>}
          {isScheduleGroup(group) ? (
            <Schedule
              group={group}
              eventWord={fieldLabel(ctx.lang, group.group.label)}
              sectionKey={view.section.key}
              extras={ctx.extras}
            />
          ) : isStoryGroup(group) ? (
            <Story group={group} />
          ) : (
            <GroupCards group={group} />
          )}
        </div>
      ))}
    </>
  );
}

export function Section({ view, ctx }: { view: SectionView; ctx: RenderContext }) {
  const kind = sectionKind(view);
  let body;
  switch (kind) {
    case 'wishes':
      body = <Wishes view={view} ctx={ctx} />;
      break;
    case 'gallery':
      body = <Gallery view={view} />;
      break;
    case 'venue':
      body = <Venue view={view} />;
      break;
    case 'people':
      body = <People view={view} ctx={ctx} />;
      break;
    case 'contact':
      body = <Contact view={view} ctx={ctx} />;
      break;
    default: {
      // Around a repeated group (tickets, organisers), an introduction goes above it and the small print,
      // links and details below it.
      const intro = view.groups.length ? view.values.filter((v) => INTRO.test(v.field.name)) : view.values;
      const after = view.values.filter((v) => !intro.includes(v));
      return (
        <SectionShell view={view} ctx={ctx} kind={kind}>
          <FieldList values={intro} />
          <Groups groups={view.groups} view={view} ctx={ctx} />
          <FieldList values={after} className="inv-fields--after" />
        </SectionShell>
      );
    }
  }
  return (
    <SectionShell view={view} ctx={ctx} kind={kind}>
      {body}
      {kind !== 'gallery' && <Groups groups={view.groups} view={view} ctx={ctx} />}
    </SectionShell>
  );
}

/** In the customiser an empty section still shows where its content will appear. */
export function EmptySection({ view, ctx }: { view: SectionView; ctx: RenderContext }) {
  return (
    <SectionShell view={view} ctx={ctx} kind="empty">
      <p className="inv-empty">
        {t(ctx.lang, 'emptySectionHint', { title: sectionTitle(ctx.lang, view.section.title) })}
      </p>
    </SectionShell>
  );
}

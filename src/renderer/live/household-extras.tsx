import { eventKeyAt, type LiveEvent } from '../events';
import { t } from '../i18n';
import type { InvitationExtras } from '../types';
import type { SiteLanguage } from '../../shared/look';
import { calendarLink } from './calendar-link';
import { HouseholdRsvpBlock, type HouseholdPageData } from './HouseholdRsvpForm';

/** The live page's slots a personal link replaces: the household's RSVP form and its calendar links. */
export function householdExtras(
  household: HouseholdPageData,
  events: readonly LiveEvent[],
  lang: SiteLanguage,
  today: string,
): Pick<InvitationExtras, 'rsvp' | 'calendarHref'> {
  return {
    rsvp: household.events.length
      ? () => (
          <div className="live-rsvp-block">
            <h3 className="live-form__title">{t(lang, 'rsvpTitle')}</h3>
            <HouseholdRsvpBlock household={household} lang={lang} />
          </div>
        )
      : undefined,
    // Each schedule entry shown keeps its original key, so its calendar file is the right function's.
    calendarHref: (place) => {
      const key = place.kind === 'main' ? eventKeyAt(place, events, today) : household.entryKeys[place.index];
      return key ? calendarLink(`${household.calendarBase}/${encodeURIComponent(key)}.ics`, lang) : undefined;
    },
  };
}

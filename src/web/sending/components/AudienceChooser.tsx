import type { GuestSite } from '../../../shared/api/guests';
import type { SendChannel } from '../../../shared/api/sending';
import { FilterSelect, sideLabel } from '../../guests';
import type { Audience, AudienceFilters } from '../audience';
import { households } from '../words';

interface Props {
  events: GuestSite['events'];
  sides: readonly string[];
  tags: readonly string[];
  filters: AudienceFilters;
  onChange: (filters: AudienceFilters) => void;
  audience: Audience;
  channel: SendChannel;
}

/** Who a batch goes to: the guest list's filters, and how many that makes, with who is left out and why. */
export function AudienceChooser({ events, sides, tags, filters, onChange, audience, channel }: Props) {
  const set = <K extends keyof AudienceFilters>(key: K, value: AudienceFilters[K]) =>
    onChange({ ...filters, [key]: value });
  return (
    <fieldset className="send-step">
      <legend>Who</legend>
      <div className="guest-filters">
        <FilterSelect
          label="Function"
          value={filters.eventKey}
          onChange={(value) => set('eventKey', value)}
          options={events.map((event) => [event.eventKey, event.title] as const)}
        />
        <FilterSelect
          label="Side"
          value={filters.side}
          onChange={(value) => set('side', value)}
          options={sides.map((side) => [side, sideLabel(side)] as const)}
        />
        {tags.length > 0 && (
          <FilterSelect
            label="Tag"
            value={filters.tag}
            onChange={(value) => set('tag', value)}
            options={tags.map((tag) => [tag, tag] as const)}
          />
        )}
      </div>
      <div className="send-step__checks">
        <label className="send-check">
          <input type="checkbox" checked={filters.notSent} onChange={(event) => set('notSent', event.target.checked)} />
          Not sent yet
        </label>
        <label className="send-check">
          <input
            type="checkbox"
            checked={filters.notAnswered}
            onChange={(event) => set('notAnswered', event.target.checked)}
          />
          Not answered
        </label>
      </div>
      <p className="send-step__count" data-testid="audience-count" aria-live="polite">
        {audience.chosen.length === 0 ? 'Nobody to send to with these choices.' : households(audience.chosen.length)}
      </p>
      {audience.unreachable.length > 0 && (
        <p className="send-step__left-out">
          {households(audience.unreachable.length)} left out: no{' '}
          {channel === 'whatsapp' ? 'mobile number' : 'e-mail address'} on the list.
        </p>
      )}
      <p className="field-hint">
        Households that replied STOP are left out too: Utsav never messages them again, and the batch lists them.
      </p>
    </fieldset>
  );
}

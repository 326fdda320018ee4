import { memo } from 'react';
import type { Household } from '../../../shared/api/guests';
import { formatPhone } from '../../../shared/phone';
import { memberCount } from '../household-status';
import { LANGUAGE_LABELS } from '../messages';
import { sideLabel } from '../sides';
import { FunctionChip, StatusChips } from './StatusChips';

interface Props {
  household: Household;
  selected: boolean;
  titles: ReadonlyMap<string, string>;
  onToggle: (id: number) => void;
  onEdit: (household: Household) => void;
}

/** A household in the list. Memoised: typing in the search or ticking another row does not draw it again. */
export const HouseholdRow = memo(function HouseholdRow({ household, selected, titles, onToggle, onEdit }: Props) {
  const count = memberCount(household);
  return (
    <li className={`hh${selected ? ' hh--selected' : ''}`} data-testid="household">
      <label className="hh__pick">
        <input type="checkbox" checked={selected} onChange={() => onToggle(household.id)} />
        <span className="visually-hidden">Select {household.name}</span>
      </label>
      <div className="hh__main">
        <button type="button" className="hh__name" onClick={() => onEdit(household)}>
          {household.name}
        </button>
        <p className="hh__facts">
          <span>
            {count} {count === 1 ? 'person' : 'people'}
          </span>
          {household.phone ? <span>{formatPhone(household.phone)}</span> : <span className="hh__warn">No mobile</span>}
          {household.side && <span>{sideLabel(household.side)}</span>}
          {household.language !== 'en' && <span>{LANGUAGE_LABELS[household.language]}</span>}
          {household.tags.map((tag) => (
            <span key={tag} className="hh__tag">
              #{tag}
            </span>
          ))}
        </p>
        <p className="hh__chips hh__fns">
          {household.events.length === 0 ? (
            <span className="chip chip--muted">No function yet</span>
          ) : (
            household.events.map((event) => (
              <FunctionChip key={event.eventKey} title={titles.get(event.eventKey) ?? event.eventKey} event={event} />
            ))
          )}
        </p>
        <p className="hh__chips hh__status">
          <StatusChips status={household.status} />
        </p>
      </div>
    </li>
  );
});

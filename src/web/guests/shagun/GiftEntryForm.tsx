import { useId } from 'react';
import { SHAGUN_METHODS, type ShagunMethod } from '../../../shared/api/shagun';
import { useGuestSite } from '../guest-site';
import { useHouseholds } from '../guests-api';
import { METHOD_LABELS } from './money';
import type { GiftEntry } from './use-gift-entry';

/** Writes an entry in the shagun book, from a household of the list or from someone typed in. */
export function GiftEntryForm({ entry }: { entry: GiftEntry }) {
  const site = useGuestSite();
  const households = useHouseholds(site.liveId);
  const id = useId();
  const { draft, set } = entry;
  const typed = draft.householdId === '';

  return (
    <form
      className="shagun__entry"
      onSubmit={entry.submit}
      aria-label={entry.editing === null ? 'Write an entry' : 'Correct an entry'}
    >
      <div className="field">
        <label htmlFor={`${id}-household`}>From</label>
        <select
          id={`${id}-household`}
          value={draft.householdId}
          onChange={(event) => set({ householdId: event.target.value })}
        >
          <option value="">Someone not on the guest list</option>
          {(households.data ?? []).map((household) => (
            <option key={household.id} value={household.id}>
              {household.name}
              {household.side ? ` (${household.side})` : ''}
            </option>
          ))}
        </select>
      </div>
      {typed && (
        <div className="shagun__row">
          <div className="field">
            <label htmlFor={`${id}-name`}>Name</label>
            <input
              id={`${id}-name`}
              maxLength={120}
              value={draft.name}
              onChange={(event) => set({ name: event.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-side`}>Side</label>
            <input
              id={`${id}-side`}
              maxLength={40}
              placeholder="Bride's side"
              value={draft.side}
              onChange={(event) => set({ side: event.target.value })}
            />
          </div>
        </div>
      )}
      <div className="shagun__row">
        <div className="field">
          <label htmlFor={`${id}-amount`}>Amount (₹)</label>
          <input
            id={`${id}-amount`}
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={9}
            placeholder="1100"
            value={draft.amount}
            onChange={(event) => set({ amount: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-method`}>How</label>
          <select
            id={`${id}-method`}
            value={draft.method}
            onChange={(event) => set({ method: event.target.value as ShagunMethod })}
          >
            {SHAGUN_METHODS.map((method) => (
              <option key={method} value={method}>
                {METHOD_LABELS[method]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-function`}>Function</label>
        <select
          id={`${id}-function`}
          value={draft.eventKey}
          onChange={(event) => set({ eventKey: event.target.value })}
        >
          <option value="">—</option>
          {site.events.map((event) => (
            <option key={event.eventKey} value={event.eventKey}>
              {event.title}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-note`}>Note</label>
        <input
          id={`${id}-note`}
          maxLength={500}
          placeholder="Silver lamp, sent from Pune…"
          value={draft.note}
          onChange={(event) => set({ note: event.target.value })}
        />
      </div>
      {entry.failure && (
        <p role="alert" className="field-error">
          {entry.failure}
        </p>
      )}
      <div className="shagun__actions">
        <button type="submit" className="btn" disabled={entry.saving}>
          {entry.editing === null ? 'Add to the book' : 'Save the entry'}
        </button>
        {entry.editing !== null && (
          <button type="button" className="btn btn--ghost" onClick={entry.cancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import type { BulkRequest, GuestSite } from '../../../shared/api/guests';
import { LANGUAGES, SEATS_LIMIT } from '../limits';
import { errorMessage } from '../../app/api';
import { toast } from '../../ui/toast';
import { useBulk } from '../guests-api';
import { LANGUAGE_LABELS } from '../messages';
import { hasWeddingSides, WEDDING_SIDES } from '../sides';
import { Sheet } from './Sheet';

type Action = 'invite' | 'uninvite' | 'side' | 'tag' | 'language' | 'delete';

const TITLES: Record<Action, string> = {
  invite: 'Invite to a function',
  uninvite: 'Remove from a function',
  side: 'Set the side',
  tag: 'Add a tag',
  language: 'Set the language',
  delete: 'Delete households',
};

interface Props {
  site: GuestSite;
  ids: readonly number[];
  sides: readonly string[];
  onClear: () => void;
}

/** The bar that appears when households are ticked: invite, uninvite, side, tag or delete them together. */
export function BulkActions({ site, ids, sides, onClear }: Props) {
  const [action, setAction] = useState<Action | null>(null);
  if (ids.length === 0) return null;
  return (
    <div className="bulk" role="region" aria-label="Selected households">
      <p className="bulk__count">
        {ids.length} selected
        <button type="button" className="bulk__clear" onClick={onClear}>
          Clear
        </button>
      </p>
      <div className="bulk__buttons">
        {(Object.keys(TITLES) as Action[]).map((key) => (
          <button
            key={key}
            type="button"
            className={`btn btn--small${key === 'delete' ? ' btn--danger' : ' btn--ghost'}`}
            onClick={() => setAction(key)}
          >
            {
              {
                invite: 'Invite',
                uninvite: 'Uninvite',
                side: 'Side',
                tag: 'Tag',
                language: 'Language',
                delete: 'Delete',
              }[key]
            }
          </button>
        ))}
      </div>
      {action && (
        <Sheet title={TITLES[action]} onClose={() => setAction(null)}>
          <BulkForm
            site={site}
            ids={ids}
            sides={sides}
            action={action}
            onDone={(changed) => {
              setAction(null);
              if (changed) onClear();
            }}
          />
        </Sheet>
      )}
    </div>
  );
}

function BulkForm({
  site,
  ids,
  sides,
  action,
  onDone,
}: Omit<Props, 'onClear'> & { action: Action; onDone: (changed: boolean) => void }) {
  const bulk = useBulk(site.liveId);
  const id = useId();
  const [eventKey, setEventKey] = useState(site.events[0]?.eventKey ?? '');
  const [seats, setSeats] = useState('');
  const [value, setValue] = useState(
    action === 'side' && hasWeddingSides(site.category) ? 'bride' : action === 'language' ? 'en' : '',
  );
  const [failure, setFailure] = useState('');
  const count = `${ids.length} ${ids.length === 1 ? 'household' : 'households'}`;
  const needsEvent = action === 'invite' || action === 'uninvite';
  const needsValue = action === 'side' || action === 'tag' || action === 'language';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const request: BulkRequest = { ids: [...ids], action };
    if (needsEvent) request.eventKey = eventKey;
    if (action === 'invite' && seats)
      request.seats = Math.min(Math.max(Math.trunc(Number(seats)) || 1, 1), SEATS_LIMIT);
    if (needsValue) request.value = value.trim().replace(/^#/, '');
    try {
      const { changed } = await bulk.mutateAsync(request);
      toast.success(`${changed} ${changed === 1 ? 'household' : 'households'} changed.`);
      onDone(true);
    } catch (error) {
      setFailure(errorMessage(error, 'The change could not be made. Please try again.'));
    }
  }

  return (
    <form className="bulk-form" onSubmit={submit}>
      {needsEvent && (
        <div className="field">
          <label htmlFor={`${id}-fn`}>Function</label>
          <select id={`${id}-fn`} value={eventKey} onChange={(event) => setEventKey(event.target.value)}>
            {site.events.map((event) => (
              <option key={event.eventKey} value={event.eventKey}>
                {event.title}
              </option>
            ))}
          </select>
        </div>
      )}
      {action === 'invite' && (
        <div className="field">
          <label htmlFor={`${id}-seats`}>Seats per household</label>
          <input
            id={`${id}-seats`}
            type="number"
            inputMode="numeric"
            min={1}
            max={SEATS_LIMIT}
            placeholder="As many as its members"
            value={seats}
            onChange={(event) => setSeats(event.target.value)}
          />
          <p className="field-hint">Leave empty to offer each household a seat per member.</p>
        </div>
      )}
      {action === 'side' && (
        <div className="field">
          <label htmlFor={`${id}-side`}>Side</label>
          {hasWeddingSides(site.category) ? (
            <select id={`${id}-side`} value={value} onChange={(event) => setValue(event.target.value)}>
              {WEDDING_SIDES.map((side) => (
                <option key={side.value} value={side.value}>
                  {side.label}
                </option>
              ))}
            </select>
          ) : (
            <>
              <input
                id={`${id}-side`}
                list={`${id}-sides`}
                maxLength={40}
                value={value}
                onChange={(event) => setValue(event.target.value)}
              />
              <datalist id={`${id}-sides`}>
                {sides.map((side) => (
                  <option key={side} value={side} />
                ))}
              </datalist>
            </>
          )}
        </div>
      )}
      {action === 'tag' && (
        <div className="field">
          <label htmlFor={`${id}-tag`}>Tag</label>
          <input id={`${id}-tag`} maxLength={40} value={value} onChange={(event) => setValue(event.target.value)} />
        </div>
      )}
      {action === 'language' && (
        <div className="field">
          <label htmlFor={`${id}-lang`}>Language of their messages and page</label>
          <select id={`${id}-lang`} value={value} onChange={(event) => setValue(event.target.value)}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {LANGUAGE_LABELS[language]}
              </option>
            ))}
          </select>
        </div>
      )}
      {action === 'delete' && <p>Delete {count} with their personal links and answers? This cannot be undone.</p>}
      {failure && (
        <p role="alert" className="field-error">
          {failure}
        </p>
      )}
      <div className="hh-form__actions">
        <button
          type="submit"
          className={`btn${action === 'delete' ? ' btn--danger' : ''}`}
          disabled={bulk.isPending || (needsEvent && !eventKey) || (needsValue && !value.trim())}
        >
          {action === 'delete' ? `Delete ${count}` : `Apply to ${count}`}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => onDone(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import type { GuestSite, Household } from '../../../shared/api/guests';
import { LANGUAGES, SEATS_LIMIT } from '../limits';
import { formatPhone, toE164 } from '../../../shared/phone';
import { errorMessage } from '../../app/api';
import { toast } from '../../ui/toast';
import { useDeleteHousehold, useNewLink, useSaveHousehold } from '../guests-api';
import { draftOf, inputOf, type HouseholdDraft } from '../household-input';
import { LANGUAGE_LABELS } from '../messages';
import { hasWeddingSides, WEDDING_SIDES, weddingSideOf } from '../sides';

interface Props {
  site: GuestSite;
  household: Household | null;
  sides: readonly string[];
  onDone: () => void;
}

/** Add or edit one household: as on the envelope, who comes, how to reach them, and which functions with seats. */
export function HouseholdForm({ site, household, sides, onDone }: Props) {
  const [draft, setDraft] = useState<HouseholdDraft>(() => draftOf(household));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmLink, setConfirmLink] = useState(false);
  const save = useSaveHousehold(site.liveId);
  const remove = useDeleteHousehold(site.liveId);
  const newLink = useNewLink(site.liveId);
  const id = useId();
  const phone = draft.phone.trim();
  const e164 = phone ? toE164(phone) : null;
  const phoneInvalid = phone !== '' && e164 === null;

  const set = <K extends keyof HouseholdDraft>(key: K, value: HouseholdDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const setMember = (index: number, change: Partial<HouseholdDraft['members'][number]>) =>
    set(
      'members',
      draft.members.map((member, i) => (i === index ? { ...member, ...change } : member)),
    );
  const seatsDefault = Math.min(Math.max(draft.members.filter((m) => m.name.trim()).length, 1), SEATS_LIMIT);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (phoneInvalid) return;
    save.mutate(
      { id: household?.id ?? null, input: inputOf(draft) },
      {
        onSuccess: () => {
          toast.success(household ? 'Household saved.' : 'Household added.');
          onDone();
        },
      },
    );
  }

  function deleteIt() {
    if (!household) return;
    remove.mutate(household.id, {
      onSuccess: () => {
        toast.success(`${household.name} deleted.`);
        onDone();
      },
    });
  }

  function replaceLink() {
    if (!household) return;
    newLink.mutate(household.id, {
      onSuccess: () => {
        setConfirmLink(false);
        toast.success('A new personal link is made; the old one no longer opens the invitation.');
      },
    });
  }

  // What the last refused call said; each clears when it is tried again.
  const failure = save.isError
    ? errorMessage(save.error, 'The household could not be saved. Please try again.')
    : remove.isError
      ? errorMessage(remove.error, 'The household could not be deleted. Please try again.')
      : newLink.isError
        ? errorMessage(newLink.error, 'A new link could not be made. Please try again.')
        : '';

  return (
    <form className="hh-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-name`}>Name as on the envelope</label>
        <input
          id={`${id}-name`}
          required
          maxLength={120}
          placeholder="Sharma family"
          value={draft.name}
          onChange={(event) => set('name', event.target.value)}
        />
      </div>

      <fieldset className="hh-form__group">
        <legend>Members</legend>
        {draft.members.map((member, index) => (
          <div key={index} className="hh-form__member">
            <input
              aria-label={`Member ${index + 1} name`}
              className="input"
              maxLength={80}
              value={member.name}
              onChange={(event) => setMember(index, { name: event.target.value })}
            />
            <label className="hh-form__check">
              <input
                type="checkbox"
                checked={member.child}
                onChange={(event) => setMember(index, { child: event.target.checked })}
              />
              Child
            </label>
            <button
              type="button"
              className="icon-btn"
              aria-label={`Remove member ${index + 1}`}
              onClick={() =>
                set(
                  'members',
                  draft.members.filter((_, i) => i !== index),
                )
              }
            >
              ×
            </button>
          </div>
        ))}
        {draft.members.length < 30 && (
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => set('members', [...draft.members, { name: '', child: false }])}
          >
            Add member
          </button>
        )}
      </fieldset>

      <div className="field">
        <label htmlFor={`${id}-phone`}>Mobile (WhatsApp)</label>
        <input
          id={`${id}-phone`}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={40}
          placeholder="98765 43210"
          value={draft.phone}
          aria-invalid={phoneInvalid}
          aria-describedby={`${id}-phone-note`}
          onChange={(event) => set('phone', event.target.value)}
        />
        <p id={`${id}-phone-note`} className={phoneInvalid ? 'field-error' : 'field-hint'}>
          {phoneInvalid
            ? 'This is not a mobile number. Type 10 digits, or the country code first.'
            : e164
              ? `Saved as ${formatPhone(e164)}`
              : 'Indian numbers need no +91.'}
        </p>
      </div>

      <div className="field">
        <label htmlFor={`${id}-email`}>E-mail (optional)</label>
        <input
          id={`${id}-email`}
          type="email"
          maxLength={254}
          value={draft.email}
          onChange={(event) => set('email', event.target.value)}
        />
      </div>

      <div className="hh-form__row">
        <div className="field">
          <label htmlFor={`${id}-side`}>Side</label>
          {hasWeddingSides(site.category) ? (
            <select
              id={`${id}-side`}
              value={weddingSideOf(draft.side)}
              onChange={(event) => set('side', event.target.value)}
            >
              <option value="">Not set</option>
              {WEDDING_SIDES.map((side) => (
                <option key={side.value} value={side.value}>
                  {side.label}
                </option>
              ))}
              {/* A label of the host's own (from an import) stays selectable. */}
              {draft.side && !WEDDING_SIDES.some((side) => side.value === weddingSideOf(draft.side)) && (
                <option value={draft.side}>{draft.side}</option>
              )}
            </select>
          ) : (
            <>
              <input
                id={`${id}-side`}
                list={`${id}-sides`}
                maxLength={40}
                placeholder="Class 5B, Office, Family"
                value={draft.side}
                onChange={(event) => set('side', event.target.value)}
              />
              <datalist id={`${id}-sides`}>
                {sides.map((side) => (
                  <option key={side} value={side} />
                ))}
              </datalist>
            </>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-lang`}>Language</label>
          <select
            id={`${id}-lang`}
            value={draft.language}
            onChange={(event) => set('language', event.target.value as HouseholdDraft['language'])}
          >
            {!household && <option value="">The invitation&apos;s</option>}
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {LANGUAGE_LABELS[language]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="field">
        <label htmlFor={`${id}-tags`}>Tags</label>
        <input
          id={`${id}-tags`}
          placeholder="office, Mumbai"
          value={draft.tags}
          onChange={(event) => set('tags', event.target.value)}
        />
        <p className="field-hint">Separate tags with commas.</p>
      </div>

      <fieldset className="hh-form__group">
        <legend>Invited to</legend>
        {site.events.length === 0 && (
          <p className="field-hint">Add the functions to your invitation&apos;s schedule to invite guests to them.</p>
        )}
        {site.events.map((event) => {
          const seats = draft.seats[event.eventKey];
          return (
            <div key={event.eventKey} className="hh-form__fn">
              <label className="hh-form__check">
                <input
                  type="checkbox"
                  checked={seats !== undefined}
                  onChange={(change) => {
                    const next = { ...draft.seats };
                    if (change.target.checked) next[event.eventKey] = seatsDefault;
                    else delete next[event.eventKey];
                    set('seats', next);
                  }}
                />
                {event.title}
              </label>
              {seats !== undefined && (
                <label className="hh-form__seats">
                  <span>Seats</span>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={SEATS_LIMIT}
                    value={seats}
                    aria-label={`Seats for ${event.title}`}
                    onChange={(change) =>
                      set('seats', {
                        ...draft.seats,
                        [event.eventKey]: Math.min(
                          Math.max(Math.trunc(Number(change.target.value)) || 1, 1),
                          SEATS_LIMIT,
                        ),
                      })
                    }
                  />
                </label>
              )}
            </div>
          );
        })}
        <label className="hh-form__check">
          <input
            type="checkbox"
            checked={draft.extraGuestsAllowed}
            onChange={(event) => set('extraGuestsAllowed', event.target.checked)}
          />
          They may bring more guests than the seats offered
        </label>
      </fieldset>

      <div className="field">
        <label htmlFor={`${id}-notes`}>Notes</label>
        <textarea
          id={`${id}-notes`}
          maxLength={1000}
          value={draft.notes}
          onChange={(event) => set('notes', event.target.value)}
        />
      </div>

      {failure && (
        <p role="alert" className="field-error">
          {failure}
        </p>
      )}
      <div className="hh-form__actions">
        <button type="submit" className="btn" disabled={save.isPending || !draft.name.trim() || phoneInvalid}>
          {save.isPending ? 'Saving…' : household ? 'Save' : 'Add household'}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onDone}>
          Cancel
        </button>
      </div>

      {household && (
        <div className="hh-form__more">
          <p className="hh-form__link">
            Personal link: <a href={household.link}>{household.link}</a>
          </p>
          {household.updatedBy && (
            <p className="field-hint">
              Last changed by {household.updatedBy}, {new Date(household.updatedAt).toLocaleString('en-IN')}
            </p>
          )}
          {confirmLink ? (
            <div className="confirm" role="group" aria-label="Confirm new link">
              <p>The link already sent will stop opening the invitation. Make a new one?</p>
              <button type="button" className="btn" disabled={newLink.isPending} onClick={replaceLink}>
                Yes, new link
              </button>
              <button type="button" className="btn btn--ghost" onClick={() => setConfirmLink(false)}>
                Keep
              </button>
            </div>
          ) : (
            <button type="button" className="btn btn--ghost" onClick={() => setConfirmLink(true)}>
              New personal link
            </button>
          )}
          {confirmDelete ? (
            <div className="confirm" role="group" aria-label="Confirm delete">
              <p>Delete {household.name} and their answers?</p>
              <button type="button" className="btn btn--danger" disabled={remove.isPending} onClick={deleteIt}>
                Yes, delete
              </button>
              <button type="button" className="btn btn--ghost" onClick={() => setConfirmDelete(false)}>
                Keep
              </button>
            </div>
          ) : (
            <button type="button" className="btn btn--ghost btn--danger-text" onClick={() => setConfirmDelete(true)}>
              Delete household
            </button>
          )}
        </div>
      )}
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import {
  SHAGUN_METHODS,
  type ShagunBook,
  type ShagunGift,
  type ShagunMethod,
  type ShagunSettings,
} from '../../../shared/api/shagun';
import { errorMessage } from '../../app/api';
import { saveBlob } from '../../ui/save-blob';
import { toast } from '../../ui/toast';
import { Loaded } from '../components/Loaded';
import { useGuestSite } from '../guest-site';
import { fetchCsv, useHouseholds } from '../guests-api';
import {
  shagunCsvUrl,
  useDeleteGift,
  useSaveGift,
  useSaveShagunSettings,
  useShagunBook,
  useShagunSettings,
} from '../shagun-api';
import { fieldWords } from '../shagun-words';

const METHOD_LABELS: Record<ShagunMethod, string> = { cash: 'Cash', upi: 'UPI', cheque: 'Cheque', gift: 'Gift item' };
const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/**
 * /guests/shagun: the guests' "Send your blessings" section (a UPI ID shown as a QR code on the invitation), and
 * the family's private shagun book with its totals and CSV. Co-hosts keep the book too; guests never see it.
 */
export default function ShagunPage() {
  return (
    <div className="guests-page shagun">
      <ShagunSettingsCard />
      <ShagunBookCard />
    </div>
  );
}

function ShagunSettingsCard() {
  const site = useGuestSite();
  const settings = useShagunSettings(site.liveId);
  return (
    <Loaded query={settings} what="the shagun settings">
      {(initial) => <ShagunSettingsForm initial={initial} />}
    </Loaded>
  );
}

/** Starts from the saved settings (drawn once they are loaded). */
function ShagunSettingsForm({ initial }: { initial: ShagunSettings }) {
  const site = useGuestSite();
  const save = useSaveShagunSettings(site.liveId);
  const [enabled, setEnabled] = useState(initial.enabled);
  const [upiId, setUpiId] = useState(initial.upiId);
  const [payeeName, setPayeeName] = useState(initial.payeeName);
  const [failure, setFailure] = useState('');
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    try {
      const saved = await save.mutateAsync({ enabled, upiId: upiId.trim(), payeeName: payeeName.trim() });
      toast.success(saved.enabled ? 'Guests now see “Send your blessings”.' : 'The shagun section is off.');
    } catch (error) {
      setFailure(fieldWords(errorMessage(error, 'The settings could not be saved. Please try again.')));
    }
  }

  return (
    <form className="card shagun__settings" onSubmit={submit} aria-label="Shagun on the invitation">
      <h2>Send your blessings</h2>
      <p className="guests__intro">
        Guests who cannot come can send shagun by UPI: the invitation shows a QR code of your UPI ID and the ID to copy.
        Payments go straight to your account; the invitation never sees them, so record them in the book below.
      </p>
      <label className="shagun__toggle">
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        Show “Send your blessings” on the invitation
      </label>
      <div className="field">
        <label htmlFor={`${id}-upi`}>UPI ID</label>
        <input
          id={`${id}-upi`}
          autoComplete="off"
          inputMode="email"
          maxLength={255}
          placeholder="ananya.rao@okhdfcbank"
          value={upiId}
          onChange={(event) => setUpiId(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-payee`}>Name guests see</label>
        <input
          id={`${id}-payee`}
          maxLength={60}
          placeholder="Ananya Rao"
          value={payeeName}
          onChange={(event) => setPayeeName(event.target.value)}
        />
      </div>
      {failure && (
        <p role="alert" className="field-error">
          {failure}
        </p>
      )}
      <button type="submit" className="btn" disabled={save.isPending}>
        Save
      </button>
    </form>
  );
}

interface GiftDraft {
  householdId: string;
  name: string;
  side: string;
  amount: string;
  method: ShagunMethod;
  eventKey: string;
  note: string;
}

const EMPTY_DRAFT: GiftDraft = {
  householdId: '',
  name: '',
  side: '',
  amount: '',
  method: 'cash',
  eventKey: '',
  note: '',
};

function ShagunBookCard() {
  const site = useGuestSite();
  const book = useShagunBook(site.liveId);
  const households = useHouseholds(site.liveId);
  const saveGift = useSaveGift(site.liveId);
  const removeGift = useDeleteGift(site.liveId);
  const [draft, setDraft] = useState<GiftDraft>(EMPTY_DRAFT);
  /** The entry being corrected, or null while a new one is written. */
  const [editing, setEditing] = useState<number | null>(null);
  const [failure, setFailure] = useState('');
  const id = useId();
  const set = (patch: Partial<GiftDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const typed = draft.householdId === '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const amount = draft.amount.trim() === '' ? 0 : Number(draft.amount);
    if (!Number.isInteger(amount) || amount < 0) {
      setFailure('Write the amount in whole rupees, for example 1100.');
      return;
    }
    try {
      await saveGift.mutateAsync({
        id: editing,
        input: {
          ...(typed
            ? { householdId: null, name: draft.name.trim(), side: draft.side.trim() }
            : { householdId: Number(draft.householdId) }),
          amount,
          method: draft.method,
          eventKey: draft.eventKey || null,
          note: draft.note.trim(),
        },
      });
      toast.success(editing === null ? 'Written in the shagun book.' : 'The entry was corrected.');
      setDraft({ ...EMPTY_DRAFT, method: draft.method, eventKey: draft.eventKey });
      setEditing(null);
    } catch (error) {
      setFailure(fieldWords(errorMessage(error, 'The entry could not be saved. Please try again.')));
    }
  }

  function edit(gift: ShagunGift) {
    setFailure('');
    setEditing(gift.id);
    setDraft({
      householdId: gift.householdId === null ? '' : String(gift.householdId),
      name: gift.name,
      side: gift.side ?? '',
      amount: String(gift.amount),
      method: gift.method,
      eventKey: gift.eventKey ?? '',
      note: gift.note,
    });
  }

  function cancelEdit() {
    setEditing(null);
    setDraft(EMPTY_DRAFT);
    setFailure('');
  }

  async function remove(gift: ShagunGift) {
    try {
      await removeGift.mutateAsync(gift.id);
      toast.success(`${gift.name}'s entry was removed.`);
    } catch (error) {
      toast.error(errorMessage(error, 'The entry could not be removed. Please try again.'));
    }
  }

  async function download() {
    try {
      saveBlob(await fetchCsv(shagunCsvUrl(site.liveId)), `shagun-${site.slug}.csv`);
    } catch (error) {
      toast.error(errorMessage(error, 'The book could not be downloaded. Please try again.'));
    }
  }

  const titleOf = (key: string | null) => site.events.find((event) => event.eventKey === key)?.title ?? '';
  return (
    <section className="card shagun__book" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Shagun book</h2>
      <p className="guests__intro">Private to you and your co-hosts: guests never see it.</p>
      <form
        className="shagun__entry"
        onSubmit={submit}
        aria-label={editing === null ? 'Write an entry' : 'Correct an entry'}
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
        {failure && (
          <p role="alert" className="field-error">
            {failure}
          </p>
        )}
        <div className="shagun__actions">
          <button type="submit" className="btn" disabled={saveGift.isPending}>
            {editing === null ? 'Add to the book' : 'Save the entry'}
          </button>
          {editing !== null && (
            <button type="button" className="btn btn--ghost" onClick={cancelEdit}>
              Cancel
            </button>
          )}
        </div>
      </form>
      <Loaded query={book} what="the shagun book">
        {(data) => (
          <>
            <Totals book={data} />
            {data.gifts.length > 0 && (
              <>
                <ul className="shagun__gifts" aria-label="Entries">
                  {data.gifts.map((gift) => (
                    <li key={gift.id} className="shagun__gift">
                      <div>
                        <strong>{gift.name}</strong> · {rupees(gift.amount)} · {METHOD_LABELS[gift.method]}
                        {gift.eventKey && <> · {titleOf(gift.eventKey)}</>}
                        {gift.side && <span className="chip chip--muted">{gift.side}</span>}
                        {gift.note && <p className="shagun__note">{gift.note}</p>}
                      </div>
                      <div className="shagun__gift-actions">
                        <button type="button" className="btn btn--ghost" onClick={() => edit(gift)}>
                          Edit<span className="visually-hidden"> {gift.name}</span>
                        </button>
                        <button
                          type="button"
                          className="btn btn--ghost"
                          disabled={removeGift.isPending}
                          onClick={() => remove(gift)}
                        >
                          Remove<span className="visually-hidden"> {gift.name}</span>
                        </button>
                      </div>
                    </li>
                  ))}
                </ul>
                <button type="button" className="btn btn--ghost" onClick={download}>
                  Download the book (CSV)
                </button>
              </>
            )}
          </>
        )}
      </Loaded>
    </section>
  );
}

function Totals({ book }: { book: ShagunBook }) {
  const { totals } = book;
  return (
    <div className="shagun__totals" aria-label="Totals">
      <p className="shagun__total">
        Total <strong data-testid="shagun-total">{rupees(totals.all.amount)}</strong> from {totals.all.count}{' '}
        {totals.all.count === 1 ? 'entry' : 'entries'}
      </p>
      <div className="shagun__split">
        <dl aria-label="By function">
          {totals.byFunction.map((entry) => (
            <div key={entry.eventKey ?? 'none'}>
              <dt>{entry.title}</dt>
              <dd>{rupees(entry.amount)}</dd>
            </div>
          ))}
        </dl>
        {totals.bySide.length > 0 && (
          <dl aria-label="By side">
            {totals.bySide.map((entry) => (
              <div key={entry.side ?? 'none'}>
                <dt>{entry.side ?? 'No side'}</dt>
                <dd>{rupees(entry.amount)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </div>
  );
}

import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { GuestLanguage } from '../../../shared/api/guests';
import { MessageSettings } from '../components/MessageSettings';
import { SendRow } from '../components/SendRow';
import { useGuestSite } from '../guest-site';
import { useGuestSettings, useHouseholds } from '../guests-api';
import { textFor, type MessageKind } from '../messages';
import { daysUntil, needsReminder, type ReminderWho } from '../reminders';
import { useGrowingList } from '../use-growing-list';
import { LANGUAGES } from '../limits';
import { filterHouseholds, NO_FILTERS } from '../household-status';
import { MoreRows } from '../components/MoreRows';
import { useRecordSent } from '../use-record-sent';
import { NEW_SEND_PATH } from '../../sending';
import '../../ui/tabs.css';

type Show = 'notSent' | 'all';

/** /guests/send: each household's invitation (or reminder) sent from the host's own WhatsApp, SMS or share sheet. */
export default function SendPage() {
  const site = useGuestSite();
  const households = useHouseholds(site.liveId);
  const settings = useGuestSettings(site.liveId);
  const onSent = useRecordSent(site.liveId);
  const [kind, setKind] = useState<MessageKind>('invitation');
  const [show, setShow] = useState<Show>('notSent');
  const [who, setWho] = useState<ReminderWho>('notAnswered');
  const [eventKey, setEventKey] = useState('');
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());

  const texts = useMemo(
    () =>
      Object.fromEntries(LANGUAGES.map((l) => [l, textFor(settings.data, kind, l)])) as Record<GuestLanguage, string>,
    [settings.data, kind],
  );
  // Who is listed is decided when the filter changes, not as each is sent: a household stays in view after its
  // button is tapped, showing its new status.
  const [listedFor, setListedFor] = useState<string>('');
  const filterKey = `${kind}|${show}|${who}|${eventKey}|${query}|${households.dataUpdatedAt === 0 ? 0 : 1}`;
  const [listed, setListed] = useState<ReadonlySet<number>>(new Set());
  const all = households.data;
  if (all && listedFor !== filterKey) {
    setListedFor(filterKey);
    setListed(
      new Set(
        // The same search and function filter as the list of households (names, members, numbers however typed).
        filterHouseholds(all, { ...NO_FILTERS, search: query, eventKey })
          .filter((h) =>
            kind === 'reminder' ? needsReminder(h, who, eventKey) : show === 'all' || h.status.sentAt === null,
          )
          .map((h) => h.id),
      ),
    );
  }
  const rows = useMemo(() => (all ?? []).filter((h) => listed.has(h.id)), [all, listed]);
  const list = useGrowingList(rows, listedFor);
  const remindersSent = useMemo(() => (all ?? []).reduce((sum, h) => sum + h.status.reminders, 0), [all]);
  const notSent = useMemo(() => (all ?? []).filter((h) => h.status.sentAt === null).length, [all]);
  const deadline = eventKey ? settings.data?.deadlines[eventKey] : undefined;

  return (
    <div className="guests-page send">
      <p className="guests__intro">
        One tap each from your own WhatsApp or SMS, free. To send to many at once with their names, links and Coming /
        Not coming buttons: <Link to={NEW_SEND_PATH}>Send from Utsav</Link>.
      </p>
      <div className="pill-tabs" role="tablist" aria-label="What to send">
        <button
          type="button"
          role="tab"
          aria-selected={kind === 'invitation'}
          className="pill-tabs__tab"
          onClick={() => setKind('invitation')}
        >
          Invitations ({notSent} not sent)
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={kind === 'reminder'}
          className="pill-tabs__tab"
          onClick={() => setKind('reminder')}
        >
          Reminders ({remindersSent} sent)
        </button>
      </div>

      <div className="guest-filters">
        <label className="guest-filters__search">
          <span className="visually-hidden">Search households</span>
          <input
            type="search"
            placeholder="Search name or mobile"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <label>
          <span>Function</span>
          <select value={eventKey} onChange={(event) => setEventKey(event.target.value)}>
            <option value="">All</option>
            {site.events.map((event) => (
              <option key={event.eventKey} value={event.eventKey}>
                {event.title}
              </option>
            ))}
          </select>
        </label>
        {kind === 'invitation' ? (
          <label>
            <span>Show</span>
            <select value={show} onChange={(event) => setShow(event.target.value as Show)}>
              <option value="notSent">Not sent yet</option>
              <option value="all">Everyone</option>
            </select>
          </label>
        ) : (
          <label>
            <span>Who</span>
            <select value={who} onChange={(event) => setWho(event.target.value as ReminderWho)}>
              <option value="notAnswered">Not answered</option>
              <option value="notOpened">Not opened</option>
            </select>
          </label>
        )}
      </div>
      {kind === 'reminder' && deadline && (
        <p className="send__deadline">
          Answers for this function are due by{' '}
          {new Date(`${deadline}T00:00:00`).toLocaleDateString('en-IN', { dateStyle: 'medium' })}
          {(() => {
            const days = daysUntil(deadline);
            return days < 0 ? ' (passed)' : days === 0 ? ' (today)' : ` (in ${days} ${days === 1 ? 'day' : 'days'})`;
          })()}
          .
        </p>
      )}

      {households.isPending && <div className="spinner" role="status" aria-label="Loading the guest list" />}
      {all && (
        <p className="guests__count" data-testid="send-count">
          {rows.length === 0
            ? kind === 'reminder'
              ? 'Nobody to remind here.'
              : show === 'notSent' && all.length > 0
                ? 'Every household has been sent its invitation.'
                : 'No household here yet. Add or import your guests first.'
            : `${rows.length} ${rows.length === 1 ? 'household' : 'households'}`}
        </p>
      )}
      <ul className="send-list" aria-label="Households to send to">
        {list.shown.map((household) => (
          <SendRow
            key={household.id}
            household={household}
            kind={kind}
            text={texts[household.language]}
            onSent={onSent}
          />
        ))}
      </ul>
      {list.more && <MoreRows key={list.shown.length} onMore={list.showMore} />}

      <details className="card send__texts">
        <summary>Message texts, deadlines and travel questions</summary>
        {settings.data ? (
          <MessageSettings site={site} settings={settings.data} />
        ) : settings.isError ? (
          <p role="alert">The messages could not be loaded.</p>
        ) : (
          <div className="spinner" role="status" aria-label="Loading the messages" />
        )}
      </details>
    </div>
  );
}

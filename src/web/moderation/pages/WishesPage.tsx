import { useMemo, useState } from 'react';
import type { WishMessage } from '../../../shared/api/live';
import { LiveSitePicker, useLiveSites } from '../../live';
import { useModerateWish, useWishes } from '../moderation-api';
import { countByStatus, inPeriod, statusOf, type PeriodKey, type Status } from '../periods';
import { LimitNotice } from '../LimitNotice';
import { ReportHeader, StatusTabs } from '../ReportHeader';
import { useNow } from '../use-now';
import '../../ui/tabs.css';
import '../moderation.css';

const EMPTY: Record<Status, string> = {
  Unread: 'No unread wishes to display.',
  Hidden: 'No hidden wishes to display.',
  Public: 'No public wishes to display.',
};

const NO_WISHES: WishMessage[] = [];

/** /wishes: guests' wishes of the chosen live site, filtered by period and status, shown or hidden one by one. */
export default function WishesPage() {
  const live = useLiveSites();
  const liveId = live.site?.liveId;
  const [period, setPeriod] = useState<PeriodKey>('24h');
  const [status, setStatus] = useState<Status>('Unread');
  const now = useNow();

  const query = useWishes(liveId);
  const moderate = useModerateWish(liveId);
  const busy = moderate.isPending ? moderate.variables.id : null;
  // Another site shows nothing until its own wishes arrive; a list that cannot be read shows as empty.
  const wishes = query.isError ? NO_WISHES : (query.data ?? null);

  const ofPeriod = useMemo(() => (wishes ?? []).filter((w) => inPeriod(w.date, period, now)), [wishes, period, now]);
  const shown = ofPeriod.filter((w) => statusOf(w.visflag) === status);

  function change(wish: WishMessage, visible: boolean) {
    if (liveId) moderate.mutate({ id: wish.id, visible });
  }

  return (
    <section className="report">
      <LiveSitePicker live={live} />
      <LimitNotice liveId={liveId} kind="wishes" />
      <ReportHeader period={period} onPeriod={setPeriod} counts={countByStatus(ofPeriod)} noun="Wishes" />
      <StatusTabs status={status} onStatus={setStatus} />
      {liveId && wishes === null && <div className="spinner" role="status" aria-label="Loading wishes" />}
      {wishes !== null && shown.length === 0 && <p className="report__empty">{EMPTY[status]}</p>}
      {shown.length > 0 && (
        <ul className="wish-list">
          {shown.map((wish) => {
            const state = statusOf(wish.visflag);
            return (
              <li key={wish.id} className="wish card">
                <div className="wish__text">
                  <strong className="wish__name">{wish.name}</strong>
                  <p className="wish__message">{wish.message}</p>
                  <time className="wish__date" dateTime={wish.date}>
                    {new Date(wish.date).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })}
                  </time>
                </div>
                <div className="wish__actions">
                  {state !== 'Public' && (
                    <button
                      type="button"
                      className="btn"
                      disabled={busy === wish.id}
                      onClick={() => change(wish, true)}
                    >
                      Show
                    </button>
                  )}
                  {state !== 'Hidden' && (
                    <button
                      type="button"
                      className="btn btn--ghost"
                      disabled={busy === wish.id}
                      onClick={() => change(wish, false)}
                    >
                      Hide
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

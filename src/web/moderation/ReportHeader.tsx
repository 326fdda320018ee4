import { PERIODS, STATUSES, type PeriodKey, type Status } from './periods';

interface Props {
  period: PeriodKey;
  onPeriod(period: PeriodKey): void;
  /** The three cards' figures for the period. */
  counts: Record<Status, number>;
  /** What the cards count: the spec's wording is about wishes. */
  noun: 'Wishes' | 'Photos';
}

/** Title, period tabs and the three summary cards shared by the wishes and gallery pages. */
export function ReportHeader({ period, onPeriod, counts, noun }: Props) {
  return (
    <>
      <header className="report-head">
        <h1>Wish Report</h1>
        <div className="pill-tabs" role="tablist" aria-label="Period">
          {PERIODS.map((p) => (
            <button
              key={p.key}
              type="button"
              role="tab"
              aria-selected={period === p.key}
              className="pill-tabs__tab"
              onClick={() => onPeriod(p.key)}
            >
              {p.label}
            </button>
          ))}
        </div>
      </header>
      <div className="report-cards">
        <article className="report-card report-card--unread">
          <p>New Unread {noun}</p>
          <strong data-testid="count-unread">{counts.Unread}</strong>
        </article>
        <article className="report-card report-card--public">
          <p>Public {noun}</p>
          <strong data-testid="count-public">{counts.Public}</strong>
        </article>
        <article className="report-card report-card--hidden">
          <p>Hidden {noun}</p>
          <strong data-testid="count-hidden">{counts.Hidden}</strong>
        </article>
      </div>
    </>
  );
}

export function StatusTabs({ status, onStatus }: { status: Status; onStatus(status: Status): void }) {
  return (
    <div className="status-tabs" role="tablist" aria-label="Status">
      {STATUSES.map((s) => (
        <button
          key={s}
          type="button"
          role="tab"
          aria-selected={status === s}
          className="status-tabs__tab"
          onClick={() => onStatus(s)}
        >
          {s}
        </button>
      ))}
    </div>
  );
}

import { Link } from 'react-router-dom';
import type { DayFigures, Overview, PeriodFigures } from '../../../shared/api/admin';
import { adminKeys, fetchOverview } from '../admin-api';
import { AuditList } from '../components/AuditList';
import { BarChart } from '../components/BarChart';
import { ContactMessages } from '../components/ContactMessages';
import { Delta } from '../components/Delta';
import { LoadState } from '../components/LoadState';
import { useAdminQuery } from '../components/useAdminQuery';
import { formatRupees } from '../format';

interface Figure {
  label: string;
  key: keyof PeriodFigures & keyof Omit<DayFigures, 'day'>;
  show: (value: number) => string;
  sub?: (overview: Overview) => string;
}

const CHARTED: Figure[] = [
  { label: 'Visits', key: 'visits', show: (v) => v.toLocaleString('en-IN') },
  { label: 'Signups', key: 'signups', show: (v) => v.toLocaleString('en-IN') },
  { label: 'Paid orders', key: 'orders', show: (v) => v.toLocaleString('en-IN') },
  {
    label: 'Revenue (incl. GST)',
    key: 'revenue',
    show: formatRupees,
    sub: (o) => `GST ${formatRupees(o.current.gst)} · before GST ${formatRupees(o.current.revenue - o.current.gst)}`,
  },
];

function StatCard({ figure, overview }: { figure: Figure; overview: Overview }) {
  const now = overview.current[figure.key];
  const before = overview.previous[figure.key];
  return (
    <div className="admin-card admin-stat" data-testid={`stat-${figure.key}`}>
      <p className="admin-stat__label">{figure.label}</p>
      <p className="admin-stat__value">{figure.show(now)}</p>
      <p className="admin-stat__sub">
        <Delta now={now} before={before} /> vs {figure.show(before)} the 30 days before
      </p>
      {figure.sub && <p className="admin-stat__sub">{figure.sub(overview)}</p>}
      <BarChart
        label={figure.label}
        values={overview.days.map((day) => day[figure.key])}
        days={overview.days.map((day) => day.day)}
      />
    </div>
  );
}

function SmallStat({
  label,
  value,
  sub,
  testId,
}: {
  label: string;
  value: string;
  sub?: React.ReactNode;
  testId: string;
}) {
  return (
    <div className="admin-card" data-testid={testId}>
      <p className="admin-stat__label">{label}</p>
      <p className="admin-stat__value">{value}</p>
      {sub && <p className="admin-stat__sub">{sub}</p>}
    </div>
  );
}

/** /Overview: the last 30 days at a glance, what is waiting, and what admins did. */
export default function OverviewPage() {
  const state = useAdminQuery(adminKeys.overview, fetchOverview);
  const overview = state.data;
  return (
    <>
      <div className="admin-page-head">
        <div>
          <h1>Overview</h1>
          {overview && (
            <p>
              Last 30 days ({overview.from} to {overview.to}, India time) compared with the 30 days before.
            </p>
          )}
        </div>
        <button type="button" className="admin-button admin-button--quiet" onClick={state.reload}>
          Refresh
        </button>
      </div>
      <LoadState state={state} />
      {overview && (
        <>
          {overview.testMode && (
            <p className="admin-testmode" role="status">
              TEST MODE: payments go to the sandbox provider; no real money moves.
            </p>
          )}
          <div className="admin-grid">
            {CHARTED.map((figure) => (
              <StatCard key={figure.key} figure={figure} overview={overview} />
            ))}
          </div>
          <div className="admin-grid admin-grid--small">
            <SmallStat
              testId="stat-aov"
              label="Average order (before GST)"
              value={formatRupees(overview.current.averageOrderValue)}
              sub={
                <>
                  <Delta now={overview.current.averageOrderValue} before={overview.previous.averageOrderValue} /> vs{' '}
                  {formatRupees(overview.previous.averageOrderValue)}
                </>
              }
            />
            <SmallStat
              testId="stat-conversion"
              label="Visit to order"
              value={overview.current.conversionPercent === null ? '—' : `${overview.current.conversionPercent}%`}
              sub={`before: ${overview.previous.conversionPercent === null ? '—' : `${overview.previous.conversionPercent}%`}`}
            />
            <SmallStat
              testId="stat-live"
              label="Live sites published"
              value={overview.livePublishedNow.toLocaleString('en-IN')}
              sub={`${overview.current.livePublished} first published in these 30 days`}
            />
            <SmallStat
              testId="stat-chats"
              label="Unread chats"
              value={overview.unreadChats.toLocaleString('en-IN')}
              sub={<Link to="/Chat">Open chat</Link>}
            />
            <SmallStat
              testId="stat-contact"
              label="Contact messages waiting"
              value={overview.contactWaiting.toLocaleString('en-IN')}
              sub={<a href="#contact-heading">See below</a>}
            />
          </div>
          <div className="admin-grid admin-grid--wide">
            <ContactMessages onChange={state.reload} />
            <section className="admin-card" aria-labelledby="audit-heading">
              <h2 id="audit-heading">Recent admin actions</h2>
              <AuditList entries={overview.recentAudit} />
            </section>
          </div>
        </>
      )}
    </>
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { RsvpReportResponse } from '../../../shared/api/moderation';
import { RSVP_MAX_PEOPLE_PER_EVENT } from '../../../shared/live';
import { formatPhone } from '../../../shared/phone';
import { moderationRoutes as routes } from '../../../shared/api/routes/moderation';
import { AS_FILE, call, errorMessage } from '../../app/api';
import { LiveSitePicker, useLiveSites } from '../../live';
import { saveBlob } from '../../ui/save-blob';
import { toast } from '../../ui/toast';
import { LimitNotice } from '../LimitNotice';
import '../rsvps.css';

type Report = RsvpReportResponse['responceId'];

/** The RSVP report's cache key: one per site and search. */
const rsvpKeys = { report: (liveId: string, q: string) => ['rsvps', liveId, q] as const };

/** /rsvps: per event of the chosen live site, who is coming with how many, their meals and the totals. */
export default function RsvpsPage() {
  const live = useLiveSites();
  const site = live.site;
  const [search, setSearch] = useState('');
  // Searching waits for a pause in typing so each keystroke is not a request.
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(search.trim()), search ? 300 : 0);
    return () => clearTimeout(timer);
  }, [search]);
  const query = useQuery({
    queryKey: rsvpKeys.report(site?.liveId ?? '', asked),
    queryFn: async () => {
      try {
        const data = await call(routes.rsvps, { params: { liveId: site!.liveId }, query: asked ? { q: asked } : {} });
        return data.responceId;
      } catch (error) {
        console.error('Failed to fetch RSVPs', error);
        throw error;
      }
    },
    enabled: Boolean(site),
    // Guests answer at any time: read again on every visit, the last answer shown meanwhile.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  const report: Report | null = query.data ?? null;
  const failed = query.isError;

  async function downloadCsv() {
    if (!site) return;
    try {
      saveBlob(
        await call(routes.rsvpsCsv, { params: { liveId: site.liveId }, config: AS_FILE }),
        `rsvps-${site.slug}.csv`,
      );
    } catch (error) {
      toast.error(errorMessage(error, 'The RSVP list could not be downloaded. Please try again.'));
    }
  }

  return (
    <section className="rsvps">
      <header className="rsvps__head">
        <h1>RSVPs</h1>
        {site && (
          <button type="button" className="btn btn--gold" onClick={downloadCsv}>
            Download CSV
          </button>
        )}
      </header>
      <LiveSitePicker live={live} />
      <LimitNotice liveId={site?.liveId} kind="rsvps" />
      {site && (
        <label className="rsvps__search">
          <span className="visually-hidden">Search guests by name</span>
          <input
            type="search"
            placeholder="Search guests by name"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
      )}
      {failed && <p role="alert">We could not load the RSVPs. Please reload the page.</p>}
      {site && !report && !failed && <div className="spinner" role="status" aria-label="Loading RSVPs" />}
      {report && (
        <p className="rsvps__summary">
          {report.answers === 0
            ? 'No guest has answered yet. Answers appear here as guests reply on your invitation.'
            : `${report.answers} ${report.answers === 1 ? 'reply has' : 'replies have'} come.`}{' '}
          A guest changes their reply from their own phone or personal link, bringing at most{' '}
          {RSVP_MAX_PEOPLE_PER_EVENT} people to an event. A later reply from a number that already replied is marked
          &ldquo;Same number as&rdquo; the first and left out of the counts.
        </p>
      )}
      {report?.events.map((event) => (
        <article key={event.eventKey} className="card rsvp-event" aria-label={event.title}>
          <header className="rsvp-event__head">
            <h2>{event.title}</h2>
            {event.date && (
              <time dateTime={event.date}>
                {new Date(`${event.date}T00:00:00`).toLocaleDateString('en-IN', { dateStyle: 'medium' })}
              </time>
            )}
          </header>
          <dl className="rsvp-totals">
            <div>
              <dt>Coming</dt>
              <dd data-testid="coming">{event.totals.attending}</dd>
            </div>
            <div>
              <dt>Adults</dt>
              <dd data-testid="adults">{event.totals.adults}</dd>
            </div>
            <div>
              <dt>Children</dt>
              <dd data-testid="children">{event.totals.children}</dd>
            </div>
            <div>
              <dt>Not coming</dt>
              <dd>{event.totals.declined}</dd>
            </div>
          </dl>
          {event.totals.sameNumber > 0 && (
            <p className="rsvp-same-number" data-testid="same-number">
              {event.totals.sameNumber} {event.totals.sameNumber === 1 ? 'reply' : 'replies'} from a number that already
              replied, not counted above.
            </p>
          )}
          {Object.keys(event.totals.meals).length > 0 && (
            <p className="rsvp-meals" data-testid="meals">
              Meals:{' '}
              {Object.entries(event.totals.meals)
                .map(([meal, heads]) => `${meal} ${heads}`)
                .join(' · ')}
            </p>
          )}
          {event.guests.length === 0 ? (
            <p className="rsvp-event__none">{search ? 'No guest of that name.' : 'No answers yet.'}</p>
          ) : (
            <div className="rsvp-table-wrap">
              <table className="rsvp-table">
                <thead>
                  <tr>
                    <th scope="col">Guest</th>
                    <th scope="col">Coming</th>
                    <th scope="col">Adults</th>
                    <th scope="col">Children</th>
                    <th scope="col">Meal</th>
                  </tr>
                </thead>
                <tbody>
                  {event.guests.map((guest, index) => (
                    <tr
                      key={`${guest.name}-${index}`}
                      className={guest.sameNumberAs !== null ? 'rsvp-table__same' : undefined}
                    >
                      <th scope="row">
                        {guest.name}
                        <span className="rsvp-table__phone">{formatPhone(guest.phone)}</span>
                        {guest.sameNumberAs !== null && (
                          <span className="rsvp-table__flag">Same number as {guest.sameNumberAs}</span>
                        )}
                      </th>
                      <td>{guest.attending ? 'Yes' : 'No'}</td>
                      <td>{guest.attending ? guest.adults : '–'}</td>
                      <td>{guest.attending ? guest.children : '–'}</td>
                      <td>{guest.attending ? (guest.meal ?? '–') : '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </article>
      ))}
    </section>
  );
}

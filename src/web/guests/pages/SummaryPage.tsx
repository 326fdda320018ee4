import type { GuestSummary } from '../../../shared/api/guests';
import { errorMessage } from '../../app/api';
import { KeepsakeCard } from '../../keepsake';
import { saveBlob } from '../../ui/save-blob';
import { toast } from '../../ui/toast';
import { Loaded } from '../components/Loaded';
import { useGuestSite } from '../guest-site';
import { fetchFunctionCsv, useGuestSummary } from '../guests-api';

type FunctionSummary = GuestSummary['functions'][number];

/** /guests/summary: per function who is coming, how many adults and children, their meals, stays and pickups. */
export default function SummaryPage() {
  const site = useGuestSite();
  const summary = useGuestSummary(site.liveId);

  async function download(fn: FunctionSummary) {
    try {
      saveBlob(await fetchFunctionCsv(site.liveId, fn.eventKey), `guests-${site.slug}-${fn.eventKey}.csv`);
    } catch (error) {
      toast.error(errorMessage(error, 'The list could not be downloaded. Please try again.'));
    }
  }

  return (
    <Loaded query={summary} what="the answers">
      {(data) => (
        <div className="guests-page summary">
          <dl className="summary__totals">
            <Figure label="Households" value={data.households} id="households" />
            <Figure label="Sent" value={data.sent} id="sent" />
            <Figure label="Opened" value={data.opened} id="opened" />
            <Figure label="Answered" value={data.answered} id="answered" />
          </dl>
          {data.functions.length === 0 && (
            <p className="guests__empty">
              Add functions to your invitation&apos;s schedule to see answers per function.
            </p>
          )}
          {data.functions.map((fn) => (
            <article key={fn.eventKey} className="card summary-fn" aria-label={fn.title}>
              <header className="summary-fn__head">
                <h2>{fn.title}</h2>
                {fn.date && (
                  <time dateTime={fn.date}>
                    {new Date(`${fn.date}T00:00:00`).toLocaleDateString('en-IN', { dateStyle: 'medium' })}
                  </time>
                )}
              </header>
              <dl className="summary-fn__figures">
                <Figure label="Invited" value={fn.households.invited} id="invited" />
                <Figure label="Coming" value={fn.households.coming} id="coming" />
                <Figure label="Not coming" value={fn.households.notComing} id="not-coming" />
                <Figure label="No answer" value={fn.households.noAnswer} id="no-answer" />
                <Figure label="Adults" value={fn.adults} id="adults" />
                <Figure label="Children" value={fn.children} id="children" />
                <Figure label="Stays" value={fn.stays} id="stays" />
                <Figure label="Pickups" value={fn.pickups} id="pickups" />
              </dl>
              <p className="summary-fn__note">
                {fn.seatsOffered} {fn.seatsOffered === 1 ? 'seat' : 'seats'} offered
                {Object.keys(fn.meals).length > 0 && (
                  <span data-testid="meals">
                    {' '}
                    · Meals:{' '}
                    {Object.entries(fn.meals)
                      .map(([meal, count]) => `${meal} ${count}`)
                      .join(' · ')}
                  </span>
                )}
              </p>
              <button type="button" className="btn btn--ghost" onClick={() => download(fn)}>
                Expected guests (CSV)
              </button>
            </article>
          ))}
          {/* Co-hosts have no dashboard card of the site: the book is here for them too. */}
          <KeepsakeCard liveId={site.liveId} name={site.name} />
        </div>
      )}
    </Loaded>
  );
}

function Figure({ label, value, id }: { label: string; value: number; id: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={id}>{value}</dd>
    </div>
  );
}

import { errorMessage } from '../../app/api';
import { changeLine, changeTime } from '../change-words';
import { useGuestSite } from '../guest-site';
import { useChanges } from '../guests-api';

/**
 * /guests/history: who changed the guest list, what and when, newest first: households, imports, sending,
 * co-hosts and where shagun goes. Owner and co-hosts read the same history; nothing here changes anything.
 */
export default function HistoryPage() {
  const site = useGuestSite();
  const changes = useChanges(site.liveId);
  const rows = changes.data?.pages.flatMap((page) => page.changes) ?? [];

  if (changes.isPending) return <div className="spinner" role="status" aria-label="Loading the history" />;
  if (changes.isError && !changes.data)
    return (
      <p role="alert" className="guests__error">
        {errorMessage(changes.error, 'We could not load the history. Please reload the page.')}
      </p>
    );
  return (
    <div className="guests-page history">
      <p className="guests__intro">Every change to this guest list, newest first, with who made it (India time).</p>
      {rows.length === 0 && <p className="guests__empty">No changes yet.</p>}
      {rows.length > 0 && (
        <ol className="history__list" aria-label="Changes">
          {rows.map((change) => (
            <li key={change.id} className="history__change">
              <span className="history__what">{changeLine(change, site)}</span>
              <time className="history__when" dateTime={change.at}>
                {changeTime(change)}
              </time>
            </li>
          ))}
        </ol>
      )}
      {changes.isFetchNextPageError && (
        <p role="alert" className="guests__error">
          {errorMessage(changes.error, 'We could not load older changes. Please try again.')}
        </p>
      )}
      {changes.hasNextPage && (
        <button
          type="button"
          className="btn btn--ghost history__older"
          disabled={changes.isFetchingNextPage}
          onClick={() => void changes.fetchNextPage()}
        >
          {changes.isFetchingNextPage ? 'Loading…' : 'Show older'}
        </button>
      )}
    </div>
  );
}

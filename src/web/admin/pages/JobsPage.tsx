import { adminKeys, fetchJobs, useRetryJob } from '../admin-api';
import { LoadState } from '../components/LoadState';
import { RowAction } from '../components/RowAction';
import { useAdminQuery } from '../components/useAdminQuery';
import { shopTime } from '../format';

/** The background job queues: how many wait, run and failed, the latest failures, and a retry for each. */
export default function JobsPage() {
  const state = useAdminQuery(adminKeys.jobs, fetchJobs);
  return (
    <>
      <div className="admin-page-head">
        <div>
          <h1>Jobs</h1>
          <p>Work the server does in the background: keepsake books, sweeps and sending.</p>
        </div>
        <button type="button" className="admin-button admin-button--quiet" onClick={state.reload}>
          Refresh
        </button>
      </div>
      <LoadState state={state} />
      {state.data && (
        <section className="admin-card" aria-labelledby="queues-heading">
          <h2 id="queues-heading">Queues</h2>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Queue</th>
                  <th scope="col">Queued</th>
                  <th scope="col">Active</th>
                  <th scope="col">Failed</th>
                </tr>
              </thead>
              <tbody>
                {state.data.queues.map((queue) => (
                  <tr key={queue.queue}>
                    <th scope="row">{queue.queue}</th>
                    <td>{queue.queued}</td>
                    <td>{queue.active}</td>
                    <td>{queue.failed}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      {state.data && (
        <section className="admin-card" aria-labelledby="failed-heading">
          <h2 id="failed-heading">Failed jobs</h2>
          {state.data.failed.length === 0 ? (
            <p className="admin-muted">No failed jobs.</p>
          ) : (
            <ul className="admin-list">
              {state.data.failed.map((job) => (
                <li key={job.id}>
                  <strong>{job.queue}</strong> · <span className="admin-badge admin-badge--bad">failed</span>
                  <p style={{ margin: '4px 0', whiteSpace: 'pre-wrap' }}>{job.failure}</p>
                  <small className="admin-muted">
                    {shopTime(job.failedAt)} · tried {job.retryCount + 1} {job.retryCount === 0 ? 'time' : 'times'}
                  </small>{' '}
                  <RowAction useChange={useRetryJob} variables={{ queue: job.queue, id: job.id }}>
                    Retry
                  </RowAction>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}

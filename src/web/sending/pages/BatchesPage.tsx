import { Link } from 'react-router-dom';
import { Loaded, shortTime, useGuestSite } from '../../guests';
import { AllowanceCard } from '../components/AllowanceCard';
import { batchPath, NEW_SEND_PATH, OUTBOX_PATH, REMINDER_RULES_PATH } from '../index';
import { useAllowance, useBatches, useOutbox } from '../sending-api';
import { CHANNEL_LABELS, KIND_LABELS, STATE_LABELS } from '../words';
import '../sending.css';

/** /guests/sends: what is left to send with, a new batch, reminder rules, and every batch with its progress. */
export default function BatchesPage() {
  const site = useGuestSite();
  const allowance = useAllowance(site.liveId);
  const batches = useBatches(site.liveId);
  // The outbox answers only while WhatsApp runs in the sandbox.
  const sandbox = useOutbox(site.liveId).isSuccess;
  const titles = new Map(site.events.map((event) => [event.eventKey, event.title]));

  return (
    <div className="guests-page sending">
      <p className="guests__intro">
        Utsav sends each household its invitation, reminder or thank-you, by WhatsApp (with Coming and Not coming
        buttons) or e-mail, and shows you who got it, read it and answered.
      </p>
      <div className="guests-actions">
        <Link to={NEW_SEND_PATH} className="btn">
          New message
        </Link>
        <Link to={REMINDER_RULES_PATH} className="btn btn--ghost">
          Automatic reminders
        </Link>
        {sandbox && (
          <Link to={OUTBOX_PATH} className="btn btn--ghost">
            Sandbox outbox
          </Link>
        )}
      </div>
      {allowance.data && <AllowanceCard allowance={allowance.data} />}
      <Loaded query={batches} what="the messages sent">
        {(data) =>
          data.batches.length === 0 ? (
            <p className="guests__empty">Nothing sent from Utsav yet.</p>
          ) : (
            <ul className="send-batches" aria-label="Batches">
              {data.batches.map((batch) => (
                <li key={batch.id}>
                  <Link to={batchPath(batch.id)} className="card send-batch">
                    <span className="send-batch__what">
                      {KIND_LABELS[batch.kind]} · {CHANNEL_LABELS[batch.channel]}
                      {batch.eventKey && ` · ${titles.get(batch.eventKey) ?? batch.eventKey}`}
                    </span>
                    <span className="send-batch__facts">
                      <span className={`chip batch__state batch__state--${batch.state}`}>
                        {STATE_LABELS[batch.state]}
                      </span>
                      <span>
                        {batch.sent}/{batch.total} sent
                      </span>
                      {batch.failed > 0 && <span className="hh__warn">{batch.failed} failed</span>}
                      <span>{shortTime(batch.at)}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </div>
  );
}

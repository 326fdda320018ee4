import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { OutboxMessage } from '../../../shared/api/sending';
import { errorMessage } from '../../app/api';
import { GUESTS_PATH, shortTime, useGuestSites, useHouseholds } from '../../guests';
import { useChosenSite } from '../../live';
import { SENDS_PATH } from '../index';
import { useOutbox, useSimulate } from '../sending-api';
import { DELIVERY_LABELS, SIMULATED_LABELS } from '../words';
import '../sending.css';

const EVENTS = Object.keys(SIMULATED_LABELS) as (keyof typeof SIMULATED_LABELS)[];

/**
 * /dev/outbox: while WhatsApp runs in the sandbox nothing leaves the machine; each message of the
 * site waits here, and what the guest's phone would do next (delivered, read, a button tapped, STOP, a failure) is
 * played through the real webhook.
 */
export default function OutboxPage() {
  const sites = useGuestSites();
  // The site chosen on the guest list (one memory for every page).
  const { site } = useChosenSite(sites.data);
  const outbox = useOutbox(site?.liveId ?? null);

  return (
    <section className="guests-page sending outbox">
      <h1>Sandbox outbox</h1>
      {site && (
        <p className="guests__intro">
          WhatsApp messages of {site.name} (/invite/{site.slug}). Nothing here reached a phone.{' '}
          <Link to={SENDS_PATH}>Messages sent from Utsav</Link>
        </p>
      )}
      {(sites.isPending || (site && outbox.isPending)) && (
        <div className="spinner" role="status" aria-label="Loading the outbox" />
      )}
      {sites.data && !site && (
        <p className="guests__empty">
          You have no invitation yet. <Link to={GUESTS_PATH}>Guest list</Link>
        </p>
      )}
      {outbox.isError && (
        <p role="alert" className="guests__error">
          {errorMessage(outbox.error, 'There is no outbox: WhatsApp messages go out for real on this server.')}
        </p>
      )}
      {site && outbox.data && <Messages liveId={site.liveId} messages={outbox.data.messages} />}
    </section>
  );
}

function Messages({ liveId, messages }: { liveId: string; messages: readonly OutboxMessage[] }) {
  const households = useHouseholds(liveId);
  const simulate = useSimulate(liveId);
  const names = useMemo(() => new Map((households.data ?? []).map((h) => [h.id, h.name])), [households.data]);
  if (messages.length === 0) return <p className="guests__empty">No WhatsApp message yet.</p>;
  return (
    <ul className="outbox__list" aria-label="Messages">
      {messages.map((message) => {
        const name = names.get(message.householdId) ?? `Household ${message.householdId}`;
        return (
          <li key={message.id} className="card outbox__message" data-testid="outbox-message">
            <p className="outbox__head">
              <strong>{name}</strong>
              <span className="outbox__status">{DELIVERY_LABELS[message.status]}</span>
            </p>
            <p className="field-hint">
              +{message.to} · {message.template} ({message.lang}) · {shortTime(message.createdAt)}
            </p>
            <ol className="outbox__parameters" aria-label="Parameters">
              {message.parameters.map((parameter, index) => (
                <li key={index}>{parameter}</li>
              ))}
            </ol>
            <div className="outbox__buttons" role="group" aria-label={`Play for ${name}`}>
              {EVENTS.map((event) => (
                <button
                  key={event}
                  type="button"
                  className="btn btn--ghost"
                  disabled={simulate.isPending}
                  onClick={() => simulate.mutate({ id: message.id, event })}
                >
                  {SIMULATED_LABELS[event]}
                </button>
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

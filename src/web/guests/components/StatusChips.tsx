import type { Household } from '../../../shared/api/guests';
import { shortTime } from '../household-status';

/**
 * Where a household's invitation stands, with times: sent, delivered (WhatsApp's report or a link preview), read
 * (WhatsApp's report), opened, answered, reminded; and why the last message sent from Utsav failed.
 */
export function StatusChips({ status }: { status: Household['status'] }) {
  const failure = status.failure && <span className="chip chip--no">Failed: {status.failure}</span>;
  if (!status.sentAt && !status.openedAt && !status.answeredAt)
    return failure || <span className="chip chip--muted">Not sent</span>;
  return (
    <>
      {status.sentAt && <span className="chip">Sent {shortTime(status.sentAt)}</span>}
      {status.deliveredAt && !status.readAt && !status.openedAt && (
        <span className="chip">Delivered {shortTime(status.deliveredAt)}</span>
      )}
      {status.readAt && !status.openedAt && <span className="chip chip--info">Read {shortTime(status.readAt)}</span>}
      {status.openedAt && <span className="chip chip--info">Opened {shortTime(status.openedAt)}</span>}
      {status.answeredAt && <span className="chip chip--ok">Answered {shortTime(status.answeredAt)}</span>}
      {status.reminders > 0 && (
        <span className="chip chip--warn">
          Reminded {status.reminders}×{status.remindedAt ? ` · ${shortTime(status.remindedAt)}` : ''}
        </span>
      )}
      {failure}
    </>
  );
}

/** One invited function with its seats and the household's answer for it. */
export function FunctionChip({ title, event }: { title: string; event: Household['events'][number] }) {
  const answer = event.answer;
  const state = !answer ? '' : answer.attending ? ' chip--ok' : ' chip--no';
  const text = !answer
    ? `${event.seats} ${event.seats === 1 ? 'seat' : 'seats'}`
    : answer.attending
      ? `coming ${answer.adults + answer.children}/${event.seats}`
      : 'not coming';
  return (
    <span className={`chip chip--fn${state}`}>
      {title} · {text}
    </span>
  );
}

import type { Household } from '../../../shared/api/guests';
import { shortTime } from '../household-status';

/** Where a household's invitation stands, with times: sent, delivered (a link preview), opened, answered, reminded. */
export function StatusChips({ status }: { status: Household['status'] }) {
  if (!status.sentAt && !status.openedAt && !status.answeredAt)
    return <span className="chip chip--muted">Not sent</span>;
  return (
    <>
      {status.sentAt && <span className="chip">Sent {shortTime(status.sentAt)}</span>}
      {status.deliveredAt && !status.openedAt && (
        <span className="chip">Delivered {shortTime(status.deliveredAt)}</span>
      )}
      {status.openedAt && <span className="chip chip--info">Opened {shortTime(status.openedAt)}</span>}
      {status.answeredAt && <span className="chip chip--ok">Answered {shortTime(status.answeredAt)}</span>}
      {status.reminders > 0 && (
        <span className="chip chip--warn">
          Reminded {status.reminders}×{status.remindedAt ? ` · ${shortTime(status.remindedAt)}` : ''}
        </span>
      )}
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

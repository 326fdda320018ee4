import type { LiveStatus } from './live-chat';

const LABELS: Record<LiveStatus, string> = { connecting: 'Connecting…', live: 'Live', offline: 'Reconnecting…' };

/** Whether new messages arrive by themselves right now. */
export function LiveBadge({ status }: { status: LiveStatus }) {
  return (
    <span className={`chat-live chat-live--${status}`} role="status" data-status={status}>
      <span className="chat-live__dot" aria-hidden="true" />
      {LABELS[status]}
    </span>
  );
}

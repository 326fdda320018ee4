import type { BatchState, SendBatchSummary } from '../../shared/api/sending';

/** How often a batch is read again: every 2 s while it sends, every 15 s while it waits for its time, else not. */
export const SENDING_POLL_MS = 2_000;
export const SCHEDULED_POLL_MS = 15_000;

export function pollInterval(batch: Pick<SendBatchSummary, 'state'>): number | false {
  if (batch.state === 'sending') return SENDING_POLL_MS;
  if (batch.state === 'scheduled') return SCHEDULED_POLL_MS;
  return false;
}

/** The list of batches is read again as often as its busiest batch needs. */
export function listPollInterval(batches: readonly Pick<SendBatchSummary, 'state'>[]): number | false {
  const intervals = batches.map(pollInterval).filter((ms): ms is number => ms !== false);
  return intervals.length > 0 ? Math.min(...intervals) : false;
}

/** What the host may do with a batch in each state (a finished or cancelled batch is only read). */
export const ACTIONS: Record<BatchState, readonly ('pause' | 'resume' | 'cancel')[]> = {
  scheduled: ['cancel'],
  sending: ['pause', 'cancel'],
  paused: ['resume', 'cancel'],
  cancelled: [],
  done: [],
};

/** Households the batch is done with (sent, or failed), as a share of the total: the progress bar. */
export function doneShare(batch: Pick<SendBatchSummary, 'total' | 'sent' | 'failed'>): number {
  return batch.total === 0 ? 1 : Math.min(1, (batch.sent + batch.failed) / batch.total);
}

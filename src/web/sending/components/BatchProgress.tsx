import { useState } from 'react';
import type { SendBatchSummary } from '../../../shared/api/sending';
import { shortTime } from '../../guests';
import { ACTIONS, doneShare } from '../batch-state';
import type { BatchAction } from '../sending-api';
import { CHANNEL_LABELS, KIND_LABELS, STATE_LABELS } from '../words';

const FIGURES = [
  ['queued', 'Queued'],
  ['sent', 'Sent'],
  ['delivered', 'Delivered'],
  ['read', 'Read'],
  ['answered', 'Answered'],
  ['failed', 'Failed'],
] as const;

const ACTION_LABELS: Record<BatchAction, string> = { pause: 'Pause', resume: 'Resume', cancel: 'Cancel the rest' };

interface Props {
  batch: SendBatchSummary;
  /** The function's title, when the batch is about one. */
  functionTitle: string | null;
  onAction: (action: BatchAction) => void;
  /** An action is on its way: the buttons wait for it. */
  busy: boolean;
}

/** Where a batch stands: its state, a bar of households done, each count, and pause, resume or cancel. */
export function BatchProgress({ batch, functionTitle, onAction, busy }: Props) {
  const [confirming, setConfirming] = useState(false);
  const share = doneShare(batch);
  return (
    <section className="card batch" aria-label="Progress">
      <header className="batch__head">
        <h2>
          {KIND_LABELS[batch.kind]} · {CHANNEL_LABELS[batch.channel]}
          {functionTitle && ` · ${functionTitle}`}
        </h2>
        <span className={`chip batch__state batch__state--${batch.state}`} data-testid="batch-state">
          {STATE_LABELS[batch.state]}
        </span>
      </header>
      <p className="batch__when">
        {batch.state === 'scheduled' ? 'Starts' : 'Started'} {shortTime(batch.at)} · {batch.total}{' '}
        {batch.total === 1 ? 'household' : 'households'}
      </p>
      <div
        className="batch__bar"
        role="progressbar"
        aria-label="Sent or failed"
        aria-valuemin={0}
        aria-valuemax={batch.total}
        aria-valuenow={batch.sent + batch.failed}
      >
        <span style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
      <dl className="summary__totals batch__figures">
        {FIGURES.map(([key, label]) => (
          <div key={key} className={key === 'failed' && batch.failed > 0 ? 'batch__figure--failed' : undefined}>
            <dt>{label}</dt>
            <dd data-testid={`batch-${key}`}>{batch[key]}</dd>
          </div>
        ))}
      </dl>
      {confirming && ACTIONS[batch.state].includes('cancel') ? (
        <div className="confirm" role="group" aria-label="Cancel the rest">
          <p>
            The {batch.queued} {batch.queued === 1 ? 'household' : 'households'} not sent yet will not get this message.
          </p>
          <button
            type="button"
            className="btn btn--small btn--danger"
            disabled={busy}
            onClick={() => {
              setConfirming(false);
              onAction('cancel');
            }}
          >
            Yes, cancel
          </button>
          <button type="button" className="btn btn--small btn--ghost" onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </div>
      ) : (
        ACTIONS[batch.state].length > 0 && (
          <div className="guests-actions">
            {ACTIONS[batch.state].map((action) => (
              <button
                key={action}
                type="button"
                className={`btn btn--small ${action === 'cancel' ? 'btn--ghost btn--danger-text' : 'btn--ghost'}`}
                disabled={busy}
                // Cancelling cannot be undone: it asks first.
                onClick={() => (action === 'cancel' ? setConfirming(true) : onAction(action))}
              >
                {ACTION_LABELS[action]}
              </button>
            ))}
          </div>
        )
      )}
    </section>
  );
}

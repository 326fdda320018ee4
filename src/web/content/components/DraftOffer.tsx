import { useEffect, useRef } from 'react';
import type { Draft } from '../content/draft-store';

function when(savedAt: number): string {
  const date = new Date(savedAt);
  const today = new Date();
  const time = date.toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit' });
  if (date.toDateString() === today.toDateString()) return `today at ${time}`;
  return `${date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short' })} at ${time}`;
}

/** After a reload, a crash or a new login: the changes that never reached the server, offered back. */
export function DraftOffer({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: Draft;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const restore = useRef<HTMLButtonElement>(null);
  useEffect(() => restore.current?.focus(), []);
  return (
    <div
      className="ed-draft-offer"
      role="alertdialog"
      aria-labelledby="draft-offer-title"
      aria-describedby="draft-offer-text"
    >
      <div className="ed-draft-offer__icon" aria-hidden="true">
        ↺
      </div>
      <div className="ed-draft-offer__body">
        <h2 id="draft-offer-title">Continue where you left off?</h2>
        <p id="draft-offer-text">
          You have changes from {when(draft.savedAt)} that were not submitted. They are kept on this device.
        </p>
      </div>
      <div className="ed-draft-offer__actions">
        <button type="button" className="btn" ref={restore} onClick={onRestore}>
          Restore my changes
        </button>
        <button type="button" className="btn btn--ghost" onClick={onDiscard}>
          Discard them
        </button>
      </div>
    </div>
  );
}

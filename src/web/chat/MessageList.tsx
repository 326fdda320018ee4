import { useEffect, useRef } from 'react';
import { downloadUrl } from '../../shared/download-url';
import { StoredImage } from '../invitation/media';
import { timeOf, type ChatItem } from './chat-items';

/** The conversation: the reader's own messages on the right with a tick once stored, the other side's left. */
export function MessageList({
  items,
  isMine,
  empty,
}: {
  items: ChatItem[];
  isMine: (item: ChatItem) => boolean;
  empty: string;
}) {
  const end = useRef<HTMLLIElement>(null);
  // A block body: newer browsers' scrollIntoView returns a promise, which React would take for a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [items.length]);

  if (items.length === 0) return <p className="chat-empty">{empty}</p>;
  return (
    <ol className="chat-list" aria-label="Messages" aria-live="polite">
      {items.map((item) => {
        const mine = isMine(item);
        return (
          <li
            key={item.localId ?? `id-${item.id}`}
            className={`chat-bubble ${mine ? 'chat-bubble--sent' : 'chat-bubble--received'}`}
            data-state={item.state}
          >
            {item.tag === 'bug' && <span className="chat-bubble__tag">Bug report</span>}
            {item.attachment && (
              <a className="chat-bubble__image" href={downloadUrl(item.attachment)} target="_blank" rel="noreferrer">
                <StoredImage fileName={item.attachment} alt="Attached image" />
              </a>
            )}
            {item.message && <p className="chat-bubble__text">{item.message}</p>}
            <span className="chat-bubble__meta">
              {item.state === 'stored' ? (
                <time dateTime={item.dateOfCreation}>{timeOf(item.dateOfCreation)}</time>
              ) : null}
              {mine && item.state === 'stored' && (
                <span className="chat-bubble__tick" role="img" aria-label="Delivered" title="Delivered">
                  ✓
                </span>
              )}
              {item.state === 'sending' && <span className="chat-bubble__pending">Sending…</span>}
              {item.state === 'failed' && <span className="chat-bubble__failed">Not sent</span>}
            </span>
          </li>
        );
      })}
      <li ref={end} aria-hidden="true" className="chat-list__end" />
    </ol>
  );
}

import { useRef, useState, type ReactNode } from 'react';

/**
 * The message box: Enter sends, Shift+Enter adds a line; a message of only spaces is not sent (unless
 * `canSendEmpty`, e.g. an image is attached).
 */
export function Composer({
  onSend,
  before,
  above,
  canSendEmpty = false,
  label = 'Message',
}: {
  onSend: (text: string) => void;
  /** Controls left of the box (the attach link). */
  before?: ReactNode;
  /** Shown above the box (what the next message carries). */
  above?: ReactNode;
  canSendEmpty?: boolean;
  label?: string;
}) {
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const send = () => {
    if (!text.trim() && !canSendEmpty) return;
    onSend(text.trim());
    setText('');
    box.current?.focus();
  };
  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {above}
      <div className="chat-composer__row">
        {before}
        <textarea
          ref={box}
          className="chat-composer__box"
          placeholder="Type a message..."
          aria-label={label}
          rows={1}
          maxLength={2000}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
        />
        <button type="submit" className="chat-composer__send" aria-label="Send">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M3 20l18-8L3 4v6l12 2-12 2z" fill="currentColor" />
          </svg>
        </button>
      </div>
    </form>
  );
}

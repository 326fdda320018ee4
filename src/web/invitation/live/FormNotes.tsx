/** What a guest's form says after sending, and why it could not send. */
export function SentNote({ children }: { children: string }) {
  return (
    <p className="live-note live-note--done" role="status">
      {children}
    </p>
  );
}

export function ErrorNote({ message }: { message: string }) {
  return message ? (
    <p className="live-note live-note--error" role="alert">
      {message}
    </p>
  ) : null;
}

/** A `datetime-local` value (the phone's own time, no zone) as an ISO time; null when empty or unreadable. */
export function isoFromLocal(value: string): string | null {
  if (!value) return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

/** A time as a `datetime-local` value in the phone's own time: the earliest a batch may be set for. */
export function localInputValue(time: Date): string {
  const local = new Date(time.getTime() - time.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

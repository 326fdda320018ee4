/**
 * The messages a chat screen shows: stored ones in id order, then the caller's own still on their way
 * (no tick yet) or refused. The same message may arrive twice (the send's answer and the live channel);
 * it is shown once.
 */
import type { ChatMessageDto } from '../../shared/api/chat';

export interface ChatItem extends ChatMessageDto {
  /** Set on a message typed here, until the server's answer replaces it. */
  localId?: string;
  state: 'sending' | 'stored' | 'failed';
}

export const stored = (message: ChatMessageDto): ChatItem => ({ ...message, state: 'stored' });

export function withStored(items: ChatItem[], message: ChatMessageDto, replacesLocalId?: string): ChatItem[] {
  const rest = items.filter((item) => item.localId === undefined || item.localId !== replacesLocalId);
  const kept = rest.filter((item) => item.state === 'stored' && item.id !== message.id);
  const unsent = rest.filter((item) => item.state !== 'stored');
  return [...kept, stored(message)].sort((a, b) => a.id - b.id).concat(unsent);
}

export function withAll(items: ChatItem[], messages: ChatMessageDto[]): ChatItem[] {
  return messages.reduce((list, message) => withStored(list, message), items);
}

export function withFailed(items: ChatItem[], localId: string): ChatItem[] {
  return items.map((item) => (item.localId === localId ? { ...item, state: 'failed' } : item));
}

export const lastStoredId = (items: ChatItem[]) =>
  items.reduce((max, item) => (item.state === 'stored' && item.id > max ? item.id : max), 0);

/** "24 Nov, 10:30 am" in the reader's own time zone. */
export function timeOf(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
}

import { describe, expect, it } from 'vitest';
import type { ChatMessageDto } from '../../shared/api/chat';
import { lastStoredId, withAll, withFailed, withStored, type ChatItem } from './chat-items';

const message = (id: number, text = `m${id}`): ChatMessageDto => ({
  id,
  message: text,
  from: 'a@example.in',
  to: 'admin@example.in',
  dateOfCreation: '2027-01-15T10:00:00.000Z',
  tag: null,
  attachment: null,
  readAt: null,
});
const pending: ChatItem = { ...message(0, 'typed'), localId: 'l1', state: 'sending' };

describe('chat items', () => {
  it('keeps stored messages in id order, once each, with unsent ones last', () => {
    const items = withAll([pending], [message(3), message(1), message(3), message(2)]);
    expect(items.map((i) => i.message)).toEqual(['m1', 'm2', 'm3', 'typed']);
    expect(lastStoredId(items)).toBe(3);
  });

  it("replaces a typed message with the server's answer, also when the live copy came first", () => {
    const live = withStored([pending], message(7, 'typed'));
    const answered = withStored(live, message(7, 'typed'), 'l1');
    expect(answered).toEqual([expect.objectContaining({ id: 7, state: 'stored' })]);
  });

  it('marks a refused message', () => {
    expect(withFailed([pending], 'l1')[0].state).toBe('failed');
  });
});

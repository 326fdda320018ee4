/**
 * A conversation as TanStack Query holds it: the messages shown (stored ones, and the reader's own still on their
 * way or refused) and the support address. History, live frames and sends all write to this one entry, so a
 * message that comes by two ways (the send's answer and the live channel, or history and a replay) shows once.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessageDto } from '../../shared/api/chat';
import { withStored, type ChatItem } from './chat-items';

export interface Conversation {
  /** The support address a buyer writes to; empty until the server has named it. */
  support: string;
  items: ChatItem[];
}

export const chatKeys = {
  all: ['chat'] as const,
  /** One buyer's conversation with support, on either side. */
  conversation: (user: string) => ['chat', 'conversation', user] as const,
  /** The admin's list, one entry per search. */
  conversationLists: ['chat', 'conversations'] as const,
  conversationList: (search: string) => ['chat', 'conversations', search] as const,
};

const EMPTY: Conversation = { support: '', items: [] };

/** Changes the messages of `user`'s conversation in the cache (starting one if there is none yet). */
export function updateConversation(client: QueryClient, user: string, change: (items: ChatItem[]) => ChatItem[]): void {
  client.setQueryData<Conversation>(chatKeys.conversation(user), (current = EMPTY) => ({
    ...current,
    items: change(current.items),
  }));
}

/** A message from the live channel, into its conversation if this screen holds that conversation. */
export function mergeFrame(client: QueryClient, user: string, message: ChatMessageDto): void {
  if (client.getQueryData(chatKeys.conversation(user)) === undefined) return;
  updateConversation(client, user, (items) => withStored(items, message));
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ChatMessageDto, ConversationSummary } from '../../shared/api/chat';
import { chatRoutes as routes } from '../../shared/api/routes/chat';
import { call } from '../app/api';
import { chatKeys } from './conversation-cache';

/** The admin's conversations, newest first, those whose e-mail holds `search` (all when it is blank). */
export function useConversations(search: string) {
  const query = search.trim();
  return useQuery({
    queryKey: chatKeys.conversationList(query),
    queryFn: () => call(routes.conversations, { query: query ? { search: query } : {} }),
    // The list stays while the next search is asked for.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export const buyerOf = (message: ChatMessageDto, support: string) =>
  message.from === support ? message.to : message.from;

/**
 * A new message moves its conversation to the top; the buyer's count as unread unless it is open. Null when the
 * list does not hold the conversation (a new buyer: the list is asked for again).
 */
export function withArrival(
  list: ConversationSummary[],
  message: ChatMessageDto,
  support: string,
  open: string | null,
): ConversationSummary[] | null {
  const buyer = buyerOf(message, support);
  const found = list.find((c) => c.user === buyer);
  if (!found) return null;
  if (message.id <= found.lastMessage.id) return list;
  const unread = found.unread + (message.from === buyer && buyer !== open ? 1 : 0);
  return [{ ...found, lastMessage: message, unread }, ...list.filter((c) => c.user !== buyer)];
}

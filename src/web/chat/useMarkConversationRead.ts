import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationsResponse } from '../../shared/api/chat';
import { chatRoutes as routes } from '../../shared/api/routes/chat';
import { call } from '../app/api';
import { chatKeys } from './conversation-cache';

/** The admin has read `user`'s conversation: its unread count goes in every list shown. */
export function useMarkConversationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (user: string) => call(routes.markRead, { body: { user } }),
    onSuccess: (_answer, user) =>
      client.setQueriesData<ConversationsResponse>(
        { queryKey: chatKeys.conversationLists },
        (list) =>
          list && {
            ...list,
            conversations: list.conversations.map((c) => (c.user === user ? { ...c, unread: 0 } : c)),
          },
      ),
    onError: (error) => console.error('chat: conversation not marked read', error),
  });
}

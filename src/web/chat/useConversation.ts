import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatMessageDto } from '../../shared/api/chat';
import { chatRoutes as routes } from '../../shared/api/routes/chat';
import { call } from '../app/api';
import { withAll } from './chat-items';
import { chatKeys, type Conversation } from './conversation-cache';

/**
 * `user`'s conversation with support (none while `user` is null), read again on every visit. The history is
 * merged into what the cache already shows (live frames, messages being sent), never put in its place; `initial`
 * is shown until the first answer (the buyer's view kept in this browser). The admin names the support address.
 */
export function useConversation(
  user: string | null,
  { admin, initial }: { admin?: string; initial?: ChatMessageDto[] } = {},
) {
  const client = useQueryClient();
  return useQuery({
    queryKey: chatKeys.conversation(user ?? ''),
    enabled: Boolean(user),
    queryFn: async (): Promise<Conversation> => {
      const answer = await call(routes.conversation, { query: admin ? { user: user!, admin } : { user: user! } });
      const current = client.getQueryData<Conversation>(chatKeys.conversation(user!));
      return { support: answer.responceId.admin, items: withAll(current?.items ?? [], answer.responceId.chatDTOList) };
    },
    initialData: initial && { support: '', items: withAll([], initial) },
    // The kept view is only a start: the server is asked at once.
    initialDataUpdatedAt: 0,
    staleTime: 0,
  });
}

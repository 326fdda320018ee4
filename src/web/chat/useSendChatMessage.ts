import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendChatRequest } from '../../shared/api/chat';
import { chatRoutes as routes } from '../../shared/api/routes/chat';
import { call } from '../app/api';
import { withFailed, withStored, type ChatItem } from './chat-items';
import { updateConversation } from './conversation-cache';

const newLocalId = () => `local-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** A message for `user`'s conversation (the buyer's e-mail, on either side). */
export interface ChatSend {
  user: string;
  request: SendChatRequest;
}

/**
 * Sends a message: it shows at once as "Sending…", is replaced by the stored message (with its tick) when the
 * server answers, and shows "Not sent" if it refuses. The conversation travels with each send, so an answer that
 * comes after the admin opened another conversation still lands in its own.
 */
export function useSendChatMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ user, request }: ChatSend) => call(routes.send, { query: { user }, body: request }),
    onMutate: ({ user, request }): { localId: string } => {
      const draft: ChatItem = {
        id: 0,
        localId: newLocalId(),
        state: 'sending',
        message: request.message,
        from: request.from,
        to: request.to,
        dateOfCreation: new Date().toISOString(),
        tag: request.tag ?? null,
        attachment: request.attachment ?? null,
        readAt: null,
      };
      updateConversation(client, user, (items) => [...items, draft]);
      return { localId: draft.localId! };
    },
    onSuccess: (answer, { user }, sent) =>
      updateConversation(client, user, (items) => withStored(items, answer.responceId, sent.localId)),
    onError: (error, { user }, sent) => {
      console.error('chat: message not sent', error);
      if (sent) updateConversation(client, user, (items) => withFailed(items, sent.localId));
    },
  });
}

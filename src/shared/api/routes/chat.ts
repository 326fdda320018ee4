/** The help chat's routes (contract: ../chat.ts; the live channel's destinations are in ../../chat.ts), for typed calls. */
import type {
  ChatUserQuery,
  ConversationsQuery,
  ConversationsResponse,
  GetChatQuery,
  GetChatResponse,
  MarkReadRequest,
  MarkReadResponse,
  SendChatRequest,
  SendChatResponse,
} from '../chat';
import { route, type } from '../route';

export const chatRoutes = {
  /** The conversation, oldest first, and the support address a buyer writes to. */
  conversation: route('GET', '/rest/api/getchatuser', {
    answer: type<GetChatResponse>(),
    query: type<GetChatQuery>(),
  }),
  /** Answers the stored message (the sender's tick). */
  send: route('POST', '/rest/api/chatuser', {
    answer: type<SendChatResponse>(),
    body: type<SendChatRequest>(),
    query: type<ChatUserQuery>(),
  }),
  conversations: route('GET', '/rest/api/admin/chat/conversations', {
    answer: type<ConversationsResponse>(),
    query: type<ConversationsQuery>(),
  }),
  /** The admin opened this buyer's conversation. */
  markRead: route('POST', '/rest/api/admin/chat/read', {
    answer: type<MarkReadResponse>(),
    body: type<MarkReadRequest>(),
  }),
};

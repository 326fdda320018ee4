/** The help chat's HTTP calls (spec section 7) and the admin's, through the one axios instance. */
import type {
  ChatMessageDto,
  ConversationsResponse,
  GetChatResponse,
  MarkReadResponse,
  SendChatRequest,
  SendChatResponse,
} from '../../shared/api/chat';
import { api } from '../app/api';

/** GET /rest/api/getchatuser?user={email}&admin={email}: the conversation, oldest first. */
export async function fetchConversation(
  user: string,
  admin?: string,
): Promise<{ messages: ChatMessageDto[]; admin: string }> {
  const { data } = await api.get<GetChatResponse>('/rest/api/getchatuser', {
    params: admin ? { user, admin } : { user },
  });
  return { messages: data.responceId.chatDTOList, admin: data.responceId.admin };
}

/** POST /rest/api/chatuser?user={email}: answers the stored message (the sender's tick). */
export async function sendChatMessage(user: string, body: SendChatRequest): Promise<ChatMessageDto> {
  const { data } = await api.post<SendChatResponse>('/rest/api/chatuser', body, { params: { user } });
  return data.responceId;
}

export async function fetchConversations(search?: string): Promise<ConversationsResponse> {
  const { data } = await api.get<ConversationsResponse>('/rest/api/admin/chat/conversations', {
    params: search ? { search } : {},
  });
  return data;
}

export async function markConversationRead(user: string): Promise<number> {
  const { data } = await api.post<MarkReadResponse>('/rest/api/admin/chat/read', { user });
  return data.marked;
}

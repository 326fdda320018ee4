/**
 * Wire contract of the help chat (spec section 7: chatuser, getchatuser, chat-websocket) and the admin's
 * side of it under /rest/api/admin/chat. The TypeBox values are the routes' JSON Schemas; the web app
 * imports only the types. The live channel's destinations are in ../chat.ts.
 */
import { Type, type Static } from 'typebox';
import { EMAIL_MAX_LENGTH } from '../account';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_TAGS } from '../chat';
import { Nullable, Strict, StringEnum } from './schema-helpers';

const Email = Type.String({ format: 'email', minLength: 3, maxLength: EMAIL_MAX_LENGTH });

/** One message as both the HTTP calls and the live channel carry it (the spec's chatDTO plus our extras). */
export const ChatMessageDto = Type.Object({
  /** Increasing with time: a client that reconnects asks for everything after the last id it saw. */
  id: Type.Integer(),
  message: Type.String(),
  from: Type.String(),
  to: Type.String(),
  /** ISO time the server stored it. */
  dateOfCreation: Type.String(),
  /** `bug` when the buyer started it with Report bug. */
  tag: Nullable(StringEnum(CHAT_TAGS)),
  /** Stored file name of an attached image (fetched through /rest/api/public/download). */
  attachment: Nullable(Type.String()),
  /** ISO time the other side opened the conversation after it arrived, or null. */
  readAt: Nullable(Type.String()),
});
export type ChatMessageDto = Static<typeof ChatMessageDto>;

/** POST /rest/api/chatuser?user={email} */
export const ChatUserQuery = Strict({ user: Email });
export type ChatUserQuery = Static<typeof ChatUserQuery>;

export const SendChatRequest = Strict({
  from: Email,
  to: Email,
  message: Type.String({ maxLength: CHAT_MESSAGE_MAX_LENGTH }),
  tag: Type.Optional(StringEnum(CHAT_TAGS)),
  attachment: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});
export type SendChatRequest = Static<typeof SendChatRequest>;

/** The stored message: its id and time are the tick the sender's screen shows. */
export const SendChatResponse = Type.Object({ responce: Type.String(), responceId: ChatMessageDto });
export type SendChatResponse = Static<typeof SendChatResponse>;

/** GET /rest/api/getchatuser?user={email}&admin={email} */
export const GetChatQuery = Strict({ user: Email, admin: Type.Optional(Email) });
export type GetChatQuery = Static<typeof GetChatQuery>;

export const GetChatResponse = Type.Object({
  responce: Type.String(),
  responceId: Type.Object({
    chatDTOList: Type.Array(ChatMessageDto),
    /** The support address a buyer writes to (the admin's fixed e-mail). */
    admin: Type.String(),
  }),
});
export type GetChatResponse = Static<typeof GetChatResponse>;

/** GET /rest/api/admin/chat/conversations?search= */
export const ConversationsQuery = Strict({ search: Type.Optional(Type.String({ maxLength: EMAIL_MAX_LENGTH })) });
export type ConversationsQuery = Static<typeof ConversationsQuery>;

export const ConversationSummary = Type.Object({
  /** The buyer's e-mail: the conversation's key. */
  user: Type.String(),
  fullName: Type.String(),
  lastMessage: ChatMessageDto,
  /** Messages from the buyer the admin has not opened yet. */
  unread: Type.Integer(),
});
export type ConversationSummary = Static<typeof ConversationSummary>;

export const ConversationsResponse = Type.Object({
  conversations: Type.Array(ConversationSummary),
  /** The support address: messages from it are the admin's. */
  admin: Type.String(),
});
export type ConversationsResponse = Static<typeof ConversationsResponse>;

/** POST /rest/api/admin/chat/read {user}: the admin opened this buyer's conversation. */
export const MarkReadRequest = Strict({ user: Email });
export type MarkReadRequest = Static<typeof MarkReadRequest>;
export const MarkReadResponse = Type.Object({ marked: Type.Integer() });
export type MarkReadResponse = Static<typeof MarkReadResponse>;

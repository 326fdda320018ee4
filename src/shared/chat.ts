/**
 * Rules of the help chat both sides use at run time: the message limit, the tags, and the live channel's
 * destinations (STOMP 1.2 over a WebSocket at /rest/api/chat-websocket):
 * - a buyer subscribes to `ownQueue` (their own conversation), the admin to `adminTopic` (every one);
 * - either may subscribe to `conversationTopic(email)` for one conversation, a buyer only for their own;
 * - a SEND to `send` stores a message (body JSON {to, message, tag?, attachment?}) like POST chatuser does;
 * - SUBSCRIBE may carry `lastSeenIdHeader`: the server first replays what was stored after that id, so a
 *   client that reconnects after a drop misses nothing.
 */
export const CHAT_SOCKET_PATH = '/rest/api/chat-websocket';

/** Longest message a person can send, in characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

export const CHAT_TAGS = ['bug'] as const;
export type ChatTag = (typeof CHAT_TAGS)[number];

export const CHAT_DESTINATIONS = {
  ownQueue: '/user/queue/messages',
  adminTopic: '/topic/admin',
  conversationPrefix: '/topic/chat/',
  send: '/app/chat',
  lastSeenIdHeader: 'last-seen-id',
} as const;

export const conversationTopic = (email: string) => `${CHAT_DESTINATIONS.conversationPrefix}${email.toLowerCase()}`;

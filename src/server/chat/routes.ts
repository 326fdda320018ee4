/**
 * The help chat (spec section 7):
 *   POST /rest/api/chatuser?user={email}                 store a message (JSON from, to, message)
 *   GET  /rest/api/getchatuser?user={email}&admin={email} a conversation, in responceId.chatDTOList
 *   GET  /rest/api/chat-websocket                        the live channel, STOMP 1.2 over a WebSocket
 * and the admin's side:
 *   GET  /rest/api/admin/chat/conversations?search=      every conversation, newest first, with unread counts
 *   POST /rest/api/admin/chat/read {user}                the admin opened a conversation
 * A buyer reads and writes only their own conversation; the admin (role from the database) any.
 */
import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { RawData } from 'ws';
import {
  ChatUserQuery,
  ConversationsQuery,
  ConversationsResponse,
  GetChatQuery,
  GetChatResponse,
  MarkReadRequest,
  MarkReadResponse,
  SendChatRequest,
  SendChatResponse,
} from '../../shared/api/chat';
import { CHAT_DESTINATIONS, CHAT_SOCKET_PATH } from '../../shared/chat';
import { authenticateToken, currentUser, requireAdmin, requireUser, type AuthUser } from '../account';
import { errorResponseSchema, HttpError } from '../http/errors';
import { ChatHub } from './chat-hub';
import {
  assertMayRead,
  conversationHistory,
  listConversations,
  markConversationRead,
  messagesAfter,
  refuseOtherSender,
  storeMessage,
  type OutgoingMessage,
} from './chat-service';
import { parseSendBody } from './send-body';
import { StompSession, type SessionLimits } from './stomp-session';

/** The server offers and asks for a heart-beat every 10 s (clients may ask for slower, never faster). */
const SERVER_HEART_BEAT: [number, number] = [10_000, 10_000];
const CONNECT_TIMEOUT_MS = 10_000;
/** One WebSocket message may carry at most this much (a frame is at most 64 kB). */
const MAX_SOCKET_MESSAGE = 128 * 1024;
/**
 * What one connection may hold. The browser subscribes once per connection; unread output above 2 MB is a
 * client that stopped reading (a full replay of 500 long messages is about that; a client dropped while it
 * catches up reconnects from the last id it showed).
 */
const SESSION_LIMITS: SessionLimits = {
  maxMessagesBeforeConnect: 64,
  maxConnectFrameBytes: 8 * 1024,
  maxSubscriptions: 8,
  maxSubscribeFrames: 64,
  maxQueuedFrames: 256,
  maxUnreadBytes: 2 * 1024 * 1024,
  recheckEveryMs: 15_000,
};

/**
 * A browser page of another site must not open the channel: its Origin must be the site's public address,
 * or the host the request was addressed to (the same site reached by another name). Programs that send no
 * Origin are not browsers and still need a valid token.
 */
function refuseForeignOrigin(request: FastifyRequest): Promise<void> {
  const origin = request.headers.origin;
  if (origin === undefined) return Promise.resolve();
  let url: URL | null = null;
  try {
    url = new URL(origin);
  } catch {
    url = null;
  }
  const publicOrigin = new URL(request.server.ctx.config.publicUrl).origin;
  const allowed = url !== null && (url.origin === publicOrigin || url.host === request.headers.host);
  if (!allowed) throw new HttpError(403, 'Connections from other sites are not allowed.');
  return Promise.resolve();
}

/** What the send limiter's key is made of (it is handed a request-shaped object, socket or HTTP). */
interface ChatSender {
  user: AuthUser;
  /** Read by the limiter's allow-list (API paths are limited) and group id. */
  routeOptions: { url: string; config: object };
}

function bytesOf(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const hub = new ChatHub(app.ctx, app.log);
  await hub.start();
  app.addHook('onClose', async () => hub.stop());

  // Stored messages cost disk: one budget per account for the socket's SEND and the HTTP call together, in the
  // shared rate-limit store (Redis when configured, so instances do not multiply it).
  const perMinute = app.ctx.config.limits.chatMessagesPerUserPerMinute;
  const sendAllowance = app.createRateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `chat-send:${(request as unknown as ChatSender).user.id}`,
  });
  const send = async (sender: AuthUser, input: OutgoingMessage) => {
    const asked: ChatSender = { user: sender, routeOptions: { url: CHAT_SOCKET_PATH, config: {} } };
    const allowance = await sendAllowance(asked as unknown as FastifyRequest);
    if (!allowance.isAllowed && allowance.isExceeded)
      throw new HttpError(
        429,
        `You can send ${perMinute} messages a minute. Please wait ${allowance.ttlInSeconds} seconds.`,
        {},
        { headers: { 'Retry-After': String(allowance.ttlInSeconds) } },
      );
    // Stored first; only a stored message is delivered.
    const stored = await storeMessage(app.ctx, sender, input);
    await hub.publish(stored);
    return stored;
  };

  await app.register(websocket, { options: { maxPayload: MAX_SOCKET_MESSAGE } });

  app.route({
    method: 'GET',
    url: '/chat-websocket',
    schema: {
      tags: ['chat'],
      summary: `The live chat channel: STOMP 1.2 over a WebSocket (destinations ${Object.values(CHAT_DESTINATIONS).join(', ')}); a plain request is refused with 426`,
      response: { 403: errorResponseSchema, 426: errorResponseSchema },
    },
    onRequest: refuseForeignOrigin,
    wsHandler: (socket) => {
      const session = new StompSession(
        {
          send: (text) => socket.send(text),
          close: () => socket.close(),
          unread: () => socket.bufferedAmount,
          terminate: () => socket.terminate(),
        },
        {
          authenticate: async (token) => {
            const found = await authenticateToken(app.ctx, token);
            return found ? { user: found.user, expiresAt: found.claims.exp * 1000 } : null;
          },
          subscribe: (subscriber) => hub.subscribe(subscriber),
          send: (user, body) => send(user, parseSendBody(body)),
          replay: (afterId, conversation) => messagesAfter(app.ctx, afterId, conversation),
          serverHeartBeat: SERVER_HEART_BEAT,
          appNow: () => app.ctx.config.now().getTime(),
          connectTimeoutMs: CONNECT_TIMEOUT_MS,
          sessionId: randomUUID(),
          limits: SESSION_LIMITS,
        },
      );
      socket.on('message', (data: RawData) => session.receive(bytesOf(data)));
      socket.on('close', () => session.closed());
    },
    handler: async () => {
      throw new HttpError(
        426,
        'This address takes a WebSocket connection (STOMP 1.2).',
        {},
        { headers: { Upgrade: 'websocket' } },
      );
    },
  });

  app.post(
    '/chatuser',
    {
      onRequest: requireUser,
      schema: {
        tags: ['chat'],
        summary: 'Send a help-chat message (a buyer to support, the admin to a buyer)',
        querystring: ChatUserQuery,
        body: SendChatRequest,
        response: {
          200: SendChatResponse,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { from, to } = request.body;
      // `user` names the conversation: the caller's own, or for the admin the buyer's.
      const named = request.query.user.toLowerCase();
      if (user.role !== 'admin' && named !== user.email.toLowerCase())
        throw new HttpError(403, 'You can only write in your own conversation.');
      // Naming someone else as the sender is refused as such before the request's consistency is looked at.
      refuseOtherSender(app.ctx, user, from);
      if (user.role === 'admin' && named !== to.toLowerCase() && named !== from.toLowerCase())
        throw new HttpError(400, 'user must be the buyer the message is to');
      return { responce: 'OK', responceId: await send(user, request.body) };
    },
  );

  app.get(
    '/getchatuser',
    {
      onRequest: requireUser,
      schema: {
        tags: ['chat'],
        summary: "A buyer's conversation with support, oldest first",
        querystring: GetChatQuery,
        response: {
          200: GetChatResponse,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      assertMayRead(currentUser(request), request.query.user);
      const chatDTOList = await conversationHistory(app.ctx, request.query.user);
      return { responce: 'OK', responceId: { chatDTOList, admin: app.ctx.config.adminEmail } };
    },
  );

  app.get(
    '/admin/chat/conversations',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['chat', 'admin'],
        summary: 'Every conversation with its last message and unread count, newest first',
        querystring: ConversationsQuery,
        response: {
          200: ConversationsResponse,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      conversations: await listConversations(app.ctx, request.query.search),
      admin: app.ctx.config.adminEmail,
    }),
  );

  app.post(
    '/admin/chat/read',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['chat', 'admin'],
        summary: "The admin opened a conversation: the buyer's messages so far are read",
        body: MarkReadRequest,
        response: {
          200: MarkReadResponse,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => ({ marked: await markConversationRead(app.ctx, request.body.user) }),
  );
};

export default routes;

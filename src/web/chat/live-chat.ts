/**
 * The live channel in the browser: STOMP 1.2 over the same-origin WebSocket, with the current access
 * token on every (re)connect. After a drop the client reconnects by itself and subscribes again with the
 * last message id it saw, so the server replays what was missed.
 */
import { Client, type IMessage } from '@stomp/stompjs';
import type { ChatMessageDto } from '../../shared/api/chat';
import { CHAT_DESTINATIONS, CHAT_SOCKET_PATH } from '../../shared/chat';
import { readSession } from '../app/session';

export type LiveStatus = 'connecting' | 'live' | 'offline';

export interface LiveChatOptions {
  destination: string;
  /** The highest message id already shown; read at every (re)subscribe. */
  lastSeenId: () => number;
  onMessage: (message: ChatMessageDto) => void;
  onStatus: (status: LiveStatus) => void;
}

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${CHAT_SOCKET_PATH}`;
}

export function connectLiveChat(options: LiveChatOptions): () => void {
  const client = new Client({
    brokerURL: socketUrl(),
    reconnectDelay: 1000,
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
    // The token may have been refreshed since the last connect.
    beforeConnect: async (self) => {
      const session = readSession();
      if (!session) {
        await self.deactivate();
        return;
      }
      self.connectHeaders = { Authorization: `Bearer ${session.token}` };
      options.onStatus('connecting');
    },
    onConnect: () => {
      const lastSeen = options.lastSeenId();
      client.subscribe(
        options.destination,
        (frame: IMessage) => {
          try {
            options.onMessage(JSON.parse(frame.body) as ChatMessageDto);
          } catch (error) {
            console.error('chat: unreadable message', error);
          }
        },
        lastSeen > 0 ? { [CHAT_DESTINATIONS.lastSeenIdHeader]: String(lastSeen) } : {},
      );
      options.onStatus('live');
    },
    onWebSocketClose: () => options.onStatus('offline'),
    onStompError: (frame) => console.error('chat:', frame.headers.message),
  });
  client.activate();
  return () => void client.deactivate();
}

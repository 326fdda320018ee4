import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ChatMessageDto, ConversationSummary } from '../../../shared/api/chat';
import { CHAT_DESTINATIONS } from '../../../shared/chat';
import { sessionAtom } from '../../app/session';
import { fetchConversation, fetchConversations, markConversationRead, sendChatMessage } from '../chat-api';
import { timeOf, withAll, withFailed, withStored, type ChatItem } from '../chat-items';
import { Composer } from '../Composer';
import { connectLiveChat, type LiveStatus } from '../live-chat';
import { LiveBadge } from '../LiveBadge';
import { MessageList } from '../MessageList';
import '../chat.css';

const buyerOf = (message: ChatMessageDto, support: string) => (message.from === support ? message.to : message.from);

/** A new message moves its conversation to the top; the buyer's count as unread unless it is open. */
function withArrival(
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

/** /Chat: every buyer's conversation with support, answered live. */
export default function AdminChatPage() {
  const session = useAtomValue(sessionAtom);
  const [support, setSupport] = useState('');
  const [conversations, setConversations] = useState<ConversationSummary[]>([]);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const [thread, setThread] = useState<ChatItem[]>([]);
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [loaded, setLoaded] = useState(false);
  /** The highest message id seen, for the live channel's replay after a reconnect. */
  const lastSeen = useRef(0);

  const reload = useCallback(async (query: string) => {
    try {
      const answer = await fetchConversations(query.trim() || undefined);
      setSupport(answer.admin);
      setConversations(answer.conversations);
      for (const c of answer.conversations) lastSeen.current = Math.max(lastSeen.current, c.lastMessage.id);
    } catch (error) {
      console.error('chat: conversations not loaded', error);
    } finally {
      setLoaded(true);
    }
  }, []);

  useEffect(() => {
    document.title = 'Chat · Admin';
    const timer = setTimeout(() => void reload(search), search ? 250 : 0);
    return () => clearTimeout(timer);
  }, [search, reload]);

  // Reads the latest address, open conversation and search without reconnecting when they change.
  const onLive = useEffectEvent((message: ChatMessageDto) => {
    lastSeen.current = Math.max(lastSeen.current, message.id);
    const buyer = buyerOf(message, support);
    setConversations((list) => {
      const next = withArrival(list, message, support, open);
      if (next === null && (!search || buyer.includes(search.trim().toLowerCase()))) void reload(search);
      return next ?? list;
    });
    if (buyer === open) {
      setThread((items) => withStored(items, message));
      if (message.from === buyer) void markConversationRead(buyer).catch((error) => console.error(error));
    }
  });

  // One connection for the page's life.
  useEffect(() => {
    if (!loaded) return undefined;
    return connectLiveChat({
      destination: CHAT_DESTINATIONS.adminTopic,
      lastSeenId: () => lastSeen.current,
      onMessage: (message) => onLive(message),
      onStatus: setStatus,
    });
  }, [loaded]);

  const openConversation = async (user: string) => {
    setOpen(user);
    setThread([]);
    try {
      const { messages } = await fetchConversation(user, support || undefined);
      setThread((items) => withAll(items, messages));
      await markConversationRead(user);
      setConversations((list) => list.map((c) => (c.user === user ? { ...c, unread: 0 } : c)));
    } catch (error) {
      console.error('chat: conversation not loaded', error);
    }
  };

  const send = (text: string) => {
    if (!open) return;
    const localId = `local-${Date.now()}`;
    const from = session?.email ?? support;
    setThread((items) => [
      ...items,
      {
        id: 0,
        localId,
        state: 'sending',
        message: text,
        from: support,
        to: open,
        dateOfCreation: new Date().toISOString(),
        tag: null,
        attachment: null,
        readAt: null,
      },
    ]);
    sendChatMessage(open, { from, to: open, message: text })
      .then((storedMessage) => setThread((items) => withStored(items, storedMessage, localId)))
      .catch((error) => {
        console.error('chat: reply not sent', error);
        setThread((items) => withFailed(items, localId));
      });
  };

  const current = conversations.find((c) => c.user === open);
  return (
    <main className={`admin-chat ${open ? 'admin-chat--open' : ''}`}>
      <aside className="admin-chat__list" aria-label="Conversations">
        <header className="admin-chat__head">
          <h1>Chat</h1>
          <LiveBadge status={status} />
        </header>
        <input
          type="search"
          className="admin-chat__search"
          placeholder="Search by e-mail"
          aria-label="Search by e-mail"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {loaded && conversations.length === 0 && (
          <p className="chat-empty">{search ? 'No conversation matches that e-mail.' : 'No conversations yet.'}</p>
        )}
        <ul className="admin-chat__conversations">
          {conversations.map((c) => (
            <li key={c.user}>
              <button
                type="button"
                className={`admin-chat__conversation ${c.user === open ? 'is-open' : ''}`}
                aria-current={c.user === open ? 'true' : undefined}
                onClick={() => void openConversation(c.user)}
              >
                <span className="admin-chat__who">
                  <strong>{c.fullName || c.user}</strong>
                  <span className="admin-chat__email">{c.user}</span>
                </span>
                <span className="admin-chat__last">
                  {c.lastMessage.from === support ? 'You: ' : ''}
                  {c.lastMessage.message || 'Image'}
                </span>
                <span className="admin-chat__when">{timeOf(c.lastMessage.dateOfCreation)}</span>
                {c.unread > 0 && (
                  <span className="admin-chat__unread" aria-label={`${c.unread} unread`}>
                    {c.unread}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
        <Link to="/Overview" className="admin-chat__back-home">
          ← Admin overview
        </Link>
      </aside>
      <section className="admin-chat__thread" aria-label="Conversation">
        {open ? (
          <>
            <header className="admin-chat__thread-head">
              <button type="button" className="admin-chat__back" onClick={() => setOpen(null)}>
                ← Back
              </button>
              <div>
                <h2>{current?.fullName || open}</h2>
                <p className="admin-chat__email">{open}</p>
              </div>
            </header>
            <div className="chat-thread">
              <MessageList items={thread} isMine={(item) => item.from !== open} empty="No messages yet." />
            </div>
            <Composer onSend={send} label={`Reply to ${open}`} />
          </>
        ) : (
          <p className="chat-empty admin-chat__pick">Choose a conversation to read and answer it.</p>
        )}
      </section>
    </main>
  );
}

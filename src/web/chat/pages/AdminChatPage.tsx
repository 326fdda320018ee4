import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useDeferredValue, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ChatMessageDto, ConversationsResponse } from '../../../shared/api/chat';
import { CHAT_DESTINATIONS } from '../../../shared/chat';
import { sessionAtom } from '../../app/session';
import { timeOf } from '../chat-items';
import { Composer } from '../Composer';
import { chatKeys, mergeFrame } from '../conversation-cache';
import { LiveBadge } from '../LiveBadge';
import { MessageList } from '../MessageList';
import { useConversation } from '../useConversation';
import { buyerOf, useConversations, withArrival } from '../useConversations';
import { useLiveChat } from '../useLiveChat';
import { useMarkConversationRead } from '../useMarkConversationRead';
import { useSendChatMessage } from '../useSendChatMessage';
import '../chat.css';

/** /Chat: every buyer's conversation with support, answered live. */
export default function AdminChatPage() {
  const session = useAtomValue(sessionAtom);
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const list = useConversations(useDeferredValue(search));
  const support = list.data?.admin ?? '';
  const conversations = list.data?.conversations ?? [];
  const [open, setOpen] = useState<string | null>(null);
  const thread = useConversation(open, { admin: support || undefined });
  const sendMessage = useSendChatMessage();
  const markRead = useMarkConversationRead();

  useEffect(() => {
    document.title = 'Chat · Admin';
  }, []);

  const onLive = (message: ChatMessageDto) => {
    const buyer = buyerOf(message, support);
    client.setQueriesData<ConversationsResponse>(
      { queryKey: chatKeys.conversationLists },
      (answer) =>
        answer && {
          ...answer,
          conversations: withArrival(answer.conversations, message, support, open) ?? answer.conversations,
        },
    );
    const listed = conversations.some((c) => c.user === buyer);
    if (!listed && (!search || buyer.includes(search.trim().toLowerCase())))
      void client.invalidateQueries({ queryKey: chatKeys.conversationLists });
    mergeFrame(client, buyer, message);
    if (buyer === open && message.from === buyer) markRead.mutate(buyer);
  };

  // The channel opens once the first list has come (or failed), and stays open while the search changes.
  const [listCame, setListCame] = useState(false);
  if (list.isFetched && !listCame) setListCame(true);
  const status = useLiveChat({
    destination: CHAT_DESTINATIONS.adminTopic,
    enabled: listCame,
    seenId: () => Math.max(0, ...conversations.map((c) => c.lastMessage.id)),
    onMessage: onLive,
  });

  const openConversation = (user: string) => {
    setOpen(user);
    markRead.mutate(user);
  };

  const send = (text: string) => {
    if (open) sendMessage.mutate({ user: open, request: { from: session?.email ?? support, to: open, message: text } });
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
        {list.isFetched && conversations.length === 0 && (
          <p className="chat-empty">{search ? 'No conversation matches that e-mail.' : 'No conversations yet.'}</p>
        )}
        <ul className="admin-chat__conversations">
          {conversations.map((c) => (
            <li key={c.user}>
              <button
                type="button"
                className={`admin-chat__conversation ${c.user === open ? 'is-open' : ''}`}
                aria-current={c.user === open ? 'true' : undefined}
                onClick={() => openConversation(c.user)}
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
              <MessageList
                items={thread.data?.items ?? []}
                isMine={(item) => item.from !== open}
                empty="No messages yet."
              />
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

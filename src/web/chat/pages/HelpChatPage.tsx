import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ChatMessageDto } from '../../../shared/api/chat';
import { CHAT_DESTINATIONS, type ChatTag } from '../../../shared/chat';
import { sessionAtom } from '../../app/session';
import { readJson, STORAGE_KEYS, writeJson } from '../../app/storage';
import { StoredImage } from '../../invitation/media';
import { lastStoredId, type ChatItem } from '../chat-items';
import { ATTACH_FOR_CHAT, ATTACH_PARAM } from '../chat-return';
import { Composer } from '../Composer';
import { mergeFrame, updateConversation } from '../conversation-cache';
import { LiveBadge } from '../LiveBadge';
import { MessageList } from '../MessageList';
import { useConversation } from '../useConversation';
import { useDismiss } from '../useDismiss';
import { useLiveChat } from '../useLiveChat';
import { useSendChatMessage } from '../useSendChatMessage';
import '../chat.css';

/** What this browser keeps under `chatMessages`: the view, and how far Clear chat has hidden it. */
interface StoredChat {
  owner: string;
  hiddenUpTo: number;
  messages: ChatMessageDto[];
}
const KEPT_MESSAGES = 200;
const NO_ITEMS: ChatItem[] = [];

function readStoredChat(owner: string): StoredChat {
  const stored = readJson<StoredChat>(STORAGE_KEYS.chatMessages);
  return stored && stored.owner === owner && Array.isArray(stored.messages)
    ? stored
    : { owner, hiddenUpTo: 0, messages: [] };
}

/** /help: the buyer's conversation with support, live. */
export default function HelpChatPage() {
  const session = useAtomValue(sessionAtom);
  const email = session?.email ?? '';
  const client = useQueryClient();
  const [initial] = useState(() => readStoredChat(email));
  const [hiddenUpTo, setHiddenUpTo] = useState(initial.hiddenUpTo);
  const conversation = useConversation(email || null, { initial: initial.messages });
  const items = conversation.data?.items ?? NO_ITEMS;
  const support = conversation.data?.support ?? '';
  const sendMessage = useSendChatMessage();
  const [tag, setTag] = useState<ChatTag | undefined>();
  const [menuOpen, setMenuOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(menu, menuOpen, closeMenu);
  const [params, setParams] = useSearchParams();
  const [attachment, setAttachment] = useState<string | null>(() => params.get(ATTACH_PARAM));

  useEffect(() => {
    document.title = 'Help and Support · Utsav Invites';
    if (params.has(ATTACH_PARAM)) setParams({}, { replace: true });
  }, [params, setParams]);

  // History first, then the live channel from the last id held (the server replays any gap).
  const status = useLiveChat({
    destination: CHAT_DESTINATIONS.ownQueue,
    enabled: Boolean(email) && conversation.isFetched,
    seenId: () => lastStoredId(items),
    onMessage: (message) => mergeFrame(client, email, message),
  });

  useEffect(() => {
    const messages = items.filter((item) => item.state === 'stored').slice(-KEPT_MESSAGES);
    writeJson(STORAGE_KEYS.chatMessages, { owner: email, hiddenUpTo, messages } satisfies StoredChat);
  }, [items, hiddenUpTo, email]);

  const send = (text: string) => {
    if (!support) return console.error('chat: support address not known yet');
    sendMessage.mutate({
      user: email,
      request: {
        from: email,
        to: support,
        message: text,
        ...(tag ? { tag } : {}),
        ...(attachment ? { attachment } : {}),
      },
    });
    setTag(undefined);
    setAttachment(null);
  };

  // Clear chat empties this screen: stored messages are hidden up to the last one (the server keeps them all).
  const clearChat = () => {
    setHiddenUpTo(lastStoredId(items));
    updateConversation(client, email, (shown) => shown.filter((item) => item.state === 'stored'));
    setMenuOpen(false);
  };
  const visible = items.filter((item) => item.state !== 'stored' || item.id > hiddenUpTo);

  return (
    <section className="chat-page" aria-labelledby="chat-title">
      <header className="chat-head">
        <h1 id="chat-title">Help and Support</h1>
        <span className="chat-chip" title={email}>
          User
        </span>
        <LiveBadge status={status} />
        <div className="chat-menu" ref={menu}>
          <button
            type="button"
            className="chat-menu__button"
            aria-haspopup="menu"
            aria-expanded={menuOpen}
            aria-label="Chat menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            ⋮
          </button>
          {menuOpen && (
            <div className="chat-menu__panel" role="menu">
              <button
                type="button"
                role="menuitem"
                onClick={() => {
                  setTag('bug');
                  setMenuOpen(false);
                }}
              >
                Report bug
              </button>
              <button type="button" role="menuitem" onClick={clearChat}>
                Clear chat
              </button>
            </div>
          )}
        </div>
      </header>
      <div className="chat-thread">
        <MessageList
          items={visible}
          isMine={(item) => item.from === email}
          empty="Ask us anything about your invitation. We usually answer within a few minutes."
        />
      </div>
      <Composer
        onSend={send}
        canSendEmpty={Boolean(attachment)}
        above={
          (tag || attachment) && (
            <div className="chat-composer__extras">
              {tag === 'bug' && (
                <span className="chat-extra">
                  Bug report
                  <button type="button" aria-label="Not a bug report" onClick={() => setTag(undefined)}>
                    ×
                  </button>
                </span>
              )}
              {attachment && (
                <span className="chat-extra chat-extra--image">
                  <StoredImage fileName={attachment} alt="Image to send" />
                  <button type="button" aria-label="Remove the image" onClick={() => setAttachment(null)}>
                    ×
                  </button>
                </span>
              )}
            </div>
          )
        }
        before={
          <Link
            to={ATTACH_FOR_CHAT}
            className="chat-composer__attach"
            aria-label="Attach an image"
            title="Attach an image"
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path
                d="M8 12.5l6.4-6.4a3 3 0 0 1 4.3 4.2l-8 8a5 5 0 0 1-7-7l7.5-7.6"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
          </Link>
        }
      />
    </section>
  );
}

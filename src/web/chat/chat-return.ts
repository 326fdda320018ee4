/**
 * The hand-off between the chat and the upload page: the chat's attach link opens /imageupld?for=chat;
 * once an image is stored there, the page goes back to /help?attach=<stored name> and the chat offers it
 * with the next message.
 */
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

export const ATTACH_FOR_CHAT = '/imageupld?for=chat';
export const ATTACH_PARAM = 'attach';

/** On the upload page: whether it was opened from the chat, and the way back with a stored image. */
export function useChatReturn(): { fromChat: boolean; returnWith: (fileName: string) => void } {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromChat = params.get('for') === 'chat';
  const returnWith = useCallback(
    (fileName: string) => {
      if (fromChat) navigate(`/help?${ATTACH_PARAM}=${encodeURIComponent(fileName)}`);
    },
    [fromChat, navigate],
  );
  return { fromChat, returnWith };
}

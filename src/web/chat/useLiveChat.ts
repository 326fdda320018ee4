import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ChatMessageDto } from '../../shared/api/chat';
import { connectLiveChat, type LiveStatus } from './live-chat';

/**
 * The live channel at `destination` while `enabled` (once the history is in, so that the replay starts after
 * it), one connection for the screen's life. `seenId` is the highest id the screen holds; after a reconnect the
 * server replays what came after it or after the last frame, whichever is higher.
 */
export function useLiveChat({
  destination,
  enabled,
  seenId,
  onMessage,
}: {
  destination: string;
  enabled: boolean;
  seenId: () => number;
  onMessage: (message: ChatMessageDto) => void;
}): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const lastFrame = useRef(0);
  // Read at the moment they are needed, so a new render does not reconnect.
  const lastSeenId = useEffectEvent(() => Math.max(lastFrame.current, seenId()));
  const deliver = useEffectEvent((message: ChatMessageDto) => {
    lastFrame.current = Math.max(lastFrame.current, message.id);
    onMessage(message);
  });

  useEffect(() => {
    if (!enabled) return undefined;
    return connectLiveChat({
      destination,
      lastSeenId: () => lastSeenId(),
      onMessage: (message) => deliver(message),
      onStatus: setStatus,
    });
  }, [destination, enabled]);

  return status;
}

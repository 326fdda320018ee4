import { useState } from 'react';
import { toast } from '../../ui/toast';

export type StatusKind = 'success' | 'error';

/** A card's status line: shown under the card for screen readers and as a toast. */
export function useStatus() {
  const [status, setStatus] = useState('');
  const say = (message: string, kind: StatusKind) => {
    setStatus(message);
    toast[kind](message);
  };
  return { status, say, clear: () => setStatus('') };
}

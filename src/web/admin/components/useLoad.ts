import { useEffect, useEffectEvent, useState } from 'react';
import { errorMessage } from '../../app/api';

export interface Loaded<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads something when the page opens, again on reload() and whenever `key` changes (the filter it depends on),
 * keeping the last answer on screen meanwhile. An answer that arrives after a newer request started is dropped.
 */
export function useLoad<T>(load: () => Promise<T>, key = ''): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  // The caller's latest load function, without restarting the request each time it is a new closure.
  const loadNow = useEffectEvent(load);
  useEffect(() => {
    let current = true;
    loadNow()
      .then((answer) => {
        if (!current) return;
        setData(answer);
        setError(null);
      })
      .catch((failure) => current && setError(errorMessage(failure, 'Could not load this. Please try again.')))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [key, round]);
  // A new request shows as loading from the event that asked for it (reload) or the key change that caused it.
  const [loadedKey, setLoadedKey] = useState(key);
  if (loadedKey !== key) {
    setLoadedKey(key);
    setLoading(true);
  }
  return {
    data,
    error,
    loading,
    reload: () => {
      setLoading(true);
      setRound((value) => value + 1);
    },
  };
}

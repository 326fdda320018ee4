/**
 * The content being edited, outside React state: the form writes a section on every change and only what
 * subscribes (the live preview, the progress meter, the draft saver) hears about it. The page around the
 * form never re-renders while the buyer types.
 */
import type { ContentData } from '../../../shared/content';

export interface LiveContent {
  get(): ContentData;
  setSection(key: string, value: unknown): void;
  replace(data: ContentData): void;
  subscribe(listener: () => void): () => void;
}

export function createLiveContent(initial: ContentData = {}): LiveContent {
  let data = initial;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    get: () => data,
    setSection(key, value) {
      if (data[key] === value) return;
      const next = { ...data };
      if (value === undefined) delete next[key];
      else next[key] = value;
      data = next;
      emit();
    },
    replace(next) {
      data = next;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How long typing may pause before the form's data catches up. */
export const COMMIT_DELAY_MS = 180;

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * A text field the browser owns while the buyer types: keystrokes cost no React render at all, and the value
 * reaches the form (and from there the draft, the progress and the live preview) when typing pauses or the
 * field is left. Values changed from outside (a restored draft, entries moved or removed) replace what the
 * field shows, unless the buyer is typing in it.
 */
export function useBufferedInput<E extends HTMLInputElement | HTMLTextAreaElement>(
  value: unknown,
  commit: (text: string) => void,
  delayMs = COMMIT_DELAY_MS,
) {
  const ref = useRef<E>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // What the field shows when it mounts; later values reach it through the effect below, not the DOM default.
  const [initialText] = useState(() => asText(value));
  const committed = useRef(initialText);
  // The latest `commit` for a timer set by an earlier render, kept current after each render.
  const commitRef = useRef(commit);
  useLayoutEffect(() => {
    commitRef.current = commit;
  });

  const flush = useCallback(() => {
    if (timer.current === null) return;
    clearTimeout(timer.current);
    timer.current = null;
    const text = ref.current?.value ?? '';
    committed.current = text;
    commitRef.current(text);
  }, []);

  useEffect(() => {
    const next = asText(value);
    if (timer.current !== null || next === committed.current) return;
    committed.current = next;
    if (ref.current && ref.current.value !== next) ref.current.value = next;
  }, [value]);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const onInput = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(flush, delayMs);
  }, [flush, delayMs]);

  return { ref, defaultValue: initialText, onInput, flush };
}

import { useCallback, useState } from 'react';

/**
 * Draws a long list a page at a time: the first `step` rows, then the next whenever the end comes near (see
 * MoreRows). 2,000 households are never drawn at once on a phone, and a new filter starts again at the top.
 */
export function useGrowingList<T>(items: readonly T[], step = 60) {
  const [limit, setLimit] = useState(step);
  const [shownFor, setShownFor] = useState(items);
  if (shownFor !== items) {
    setShownFor(items);
    setLimit(step);
  }
  const showMore = useCallback(() => setLimit((current) => current + step), [step]);
  return { shown: items.slice(0, limit), more: items.length > limit, showMore };
}

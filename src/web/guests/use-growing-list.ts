import { useCallback, useState } from 'react';

/**
 * Draws a long list a page at a time: the first `step` rows, then the next whenever the end comes near (see
 * MoreRows). 2,000 households are never drawn at once on a phone. A new filter (`resetOn` changes) starts again
 * at the top; fresh data for the same filter (a household saved, a status arriving) keeps the rows drawn, so the
 * host keeps their place.
 */
export function useGrowingList<T>(items: readonly T[], resetOn: unknown, step = 60) {
  const [limit, setLimit] = useState(step);
  const [shownFor, setShownFor] = useState(resetOn);
  if (shownFor !== resetOn) {
    setShownFor(resetOn);
    setLimit(step);
  }
  const showMore = useCallback(() => setLimit((current) => current + step), [step]);
  return { shown: items.slice(0, limit), more: items.length > limit, showMore };
}

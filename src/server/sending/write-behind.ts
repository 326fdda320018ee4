/**
 * Coalesces statements: `write(item)` resolves, with the group's result, once the item is written, and items
 * added while a write runs go together in the next one. A slice's messages reach their turn one by one at the
 * sending rate; their claims and results then take a statement per group that arrived together rather than
 * one each, no item waits longer than one write, and the groups grow only as far as the database lags.
 */
export function writeBehind<T, R>(flush: (items: T[]) => Promise<R>): (item: T) => Promise<R> {
  let pending: Array<{ item: T; done: (result: R) => void; failed: (error: unknown) => void }> = [];
  let running: Promise<void> | null = null;
  const drain = async () => {
    while (pending.length) {
      const taken = pending;
      pending = [];
      try {
        const result = await flush(taken.map((entry) => entry.item));
        for (const entry of taken) entry.done(result);
      } catch (error) {
        for (const entry of taken) entry.failed(error);
      }
    }
    running = null;
  };
  return (item) =>
    new Promise<R>((done, failed) => {
      pending.push({ item, done, failed });
      running ??= drain();
    });
}

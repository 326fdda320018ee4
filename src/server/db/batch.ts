/**
 * Work that many requests ask for at the same moment, done once for all of them (DataLoader, without its cache).
 * Under load most of a request's cost is the database round trip (a query is a write, a read and a wake-up on
 * both sides); requests that arrive in the same turn of the event loop share one query instead of sending one
 * each.
 *
 * Exactness is kept: an item joins only a batch that has not been sent yet, so its query always starts after the
 * item was asked for and sees every write committed before that (a logout, a revoked session, an unpublished
 * site). A batch is sent on the next `setImmediate`, after the I/O the current turn is handling, so a lone
 * request waits for nothing but that turn.
 */
import DataLoader from 'dataloader';

/**
 * At most this many runs of one batcher are under way at once; items asked for meanwhile wait for the next run
 * (still one that starts after them), so under load batches grow instead of queries piling up on the database.
 */
const RUNS_AT_ONCE = 2;

/** Runs `run` once per turn with every item asked for in that turn; `run` answers one outcome per item, in order. */
export function batched<T, R>(run: (items: readonly T[]) => Promise<readonly (R | Error)[]>): (item: T) => Promise<R> {
  let running = 0;
  /** Batches collected while RUNS_AT_ONCE runs were under way: each is sent when a run ends. */
  const held: (() => void)[] = [];
  const loader = new DataLoader<T, R>(
    async (items) => {
      running += 1;
      try {
        return await run(items);
      } finally {
        running -= 1;
        held.shift()?.();
      }
    },
    {
      cache: false,
      batchScheduleFn: (send) => {
        const sendNextTurn = () => setImmediate(send);
        if (running < RUNS_AT_ONCE) sendNextTurn();
        else held.push(sendNextTurn);
      },
    },
  );
  return (item) => loader.load(item);
}

/**
 * A read by key, done once per turn for every distinct key asked for in it: `load` gets the distinct keys and
 * answers what it found (a key it leaves out reads as undefined).
 */
export function batchedByKey<V>(
  load: (keys: readonly string[]) => Promise<ReadonlyMap<string, V>>,
): (key: string) => Promise<V | undefined> {
  return batched<string, V | undefined>(async (keys) => {
    const found = await load([...new Set(keys)]);
    return keys.map((key) => found.get(key));
  });
}

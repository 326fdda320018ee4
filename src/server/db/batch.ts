/**
 * Work that many requests ask for at the same moment, done once for all of them. Under load most of a request's
 * cost is the database round trip (a query is a write, a read and a wake-up on both sides); requests that arrive
 * in the same turn of the event loop share one query instead of sending one each.
 *
 * Exactness is kept: an item joins only a batch that has not been sent yet, so its query always starts after the
 * item was asked for and sees every write committed before that (a logout, a revoked session, an unpublished
 * site). A batch is sent on the next `setImmediate`, after the I/O the current turn is handling, so a lone
 * request waits for nothing but that turn.
 */

/**
 * At most this many runs of one batcher are under way at once; items asked for meanwhile wait for the next run
 * (still one that starts after them), so under load batches grow instead of queries piling up on the database.
 */
const RUNS_AT_ONCE = 2;

/** Runs `run` once per turn with every item asked for in that turn; `run` answers one outcome per item, in order. */
export function batched<T, R>(run: (items: readonly T[]) => Promise<readonly (R | Error)[]>): (item: T) => Promise<R> {
  let pending: { item: T; resolve: (value: R) => void; reject: (error: unknown) => void }[] = [];
  let running = 0;
  let scheduled = false;
  const schedule = () => {
    if (scheduled || pending.length === 0 || running >= RUNS_AT_ONCE) return;
    scheduled = true;
    setImmediate(flush);
  };
  const flush = () => {
    scheduled = false;
    if (pending.length === 0 || running >= RUNS_AT_ONCE) return;
    const batch = pending;
    pending = [];
    running += 1;
    run(batch.map((entry) => entry.item))
      .then(
        (outcomes) => {
          batch.forEach((entry, index) => {
            const outcome = outcomes[index];
            if (outcome instanceof Error) entry.reject(outcome);
            else entry.resolve(outcome as R);
          });
        },
        (error: unknown) => {
          for (const entry of batch) entry.reject(error);
        },
      )
      .finally(() => {
        running -= 1;
        schedule();
      });
  };
  return (item) =>
    new Promise<R>((resolve, reject) => {
      pending.push({ item, resolve, reject });
      schedule();
    });
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

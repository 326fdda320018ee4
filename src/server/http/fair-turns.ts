/**
 * Work many requests wait on together (a site's first load, a page's first drawing or compression, a batch of
 * access codes decided in one transaction) settles for all of them at once, and each then goes on to answer its
 * request (headers, body, the socket write) in the same unbroken run of microtasks: 300 guests opening a link
 * together were answered in one stretch of a few hundred milliseconds, during which no other request was read,
 * not even a health check. Waiting here, they are let go a few per turn of the event loop, which polls for
 * connections and requests between the turns.
 *
 * Turns are shared out by key (a site, a piece of shared work), one waiter of each key in turn: one wedding's
 * guests arriving together do not hold up the guests of another.
 */

const LET_GO_PER_TURN = 8;
/** Waiters by key; a key with waiters left goes to the back after each release (a Map keeps insertion order). */
const waiting = new Map<unknown, Array<() => void>>();
let turnScheduled = false;

function letSomeGo(): void {
  for (let released = 0; released < LET_GO_PER_TURN && waiting.size > 0; released++) {
    const [key, line] = waiting.entries().next().value!;
    waiting.delete(key);
    line.shift()!();
    if (line.length > 0) waiting.set(key, line);
  }
  if (waiting.size > 0) setImmediate(letSomeGo);
  else turnScheduled = false;
}

/**
 * Resolves in a coming turn of the event loop: after those of the same key who asked before, sharing the turns
 * with other keys (a few go each turn).
 */
export function nextFairTurn(key: unknown = null): Promise<void> {
  return new Promise((resolve) => {
    const line = waiting.get(key);
    if (line) line.push(resolve);
    else waiting.set(key, [resolve]);
    if (!turnScheduled) {
      turnScheduled = true;
      setImmediate(letSomeGo);
    }
  });
}

const settled = new WeakSet<Promise<unknown>>();

/** Marks work that further requests may join (see `joinSharedWork`), and returns it. */
export function sharedWork<T>(work: Promise<T>): Promise<T> {
  const done = () => void settled.add(work);
  work.then(done, done);
  return work;
}

/** A further request's wait on shared work: nothing once it is done; until then, let go fairly when it settles. */
export function joinSharedWork<T>(work: Promise<T>): Promise<T> {
  return settled.has(work) ? work : work.finally(() => nextFairTurn(work));
}

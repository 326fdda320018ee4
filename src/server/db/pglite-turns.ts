/**
 * PGlite runs every query synchronously on the event loop, and a finished query hands over to the next one
 * through promises alone. Under load the statements queued by all requests then drained as one unbroken run
 * of microtasks lasting up to seconds, and while it lasted no socket was polled: dozens of connections sat in
 * the accept queue and requests already sent were not read. A connection opened meanwhile (a client's new or
 * reopened socket) could wait more than 10 s for its first answer while p99 latency stayed under a second.
 *
 * So statements take turns: one at a time, first come first served, and once they have held the event loop
 * for a few milliseconds the next turn starts in a macrotask of its own (setImmediate), so the event loop
 * polls for connections and requests at least that often. A transaction is one turn: its statements run
 * inside it, holding PGlite's own transaction lock.
 */
import type { PGlite } from '@electric-sql/pglite';

type Turn = () => void;

/** How long turns may follow each other without letting the event loop poll: short against any timeout. */
const LONGEST_RUN_MS = 10;

export class Turns {
  private readonly waiting: Turn[] = [];
  private running = false;
  private runStartedAt = -Infinity;
  /** The event loop has come round since the current run started, so work arriving now is not part of it. */
  private loopTurned = true;

  constructor(private readonly longestRunMs = LONGEST_RUN_MS) {}

  /** Runs `work` when its turn comes: after every piece of work queued before it has finished. */
  take<T>(work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push(() => {
        work()
          .then(resolve, reject)
          .finally(() => this.next());
      });
      if (!this.running) {
        this.running = true;
        // Idle: start at once, unless this would stretch a run that has not yet let the event loop poll.
        if (this.withinRun()) this.startFirst();
        else if (this.loopTurned) this.startRun();
        else this.yieldThenStart();
      }
    });
  }

  /** Work queued and not yet started, for tests. */
  get queued(): number {
    return this.waiting.length;
  }

  private next(): void {
    if (this.waiting.length === 0) this.running = false;
    else if (this.withinRun()) this.startFirst();
    else this.yieldThenStart();
  }

  private withinRun(): boolean {
    return performance.now() - this.runStartedAt < this.longestRunMs;
  }

  private yieldThenStart(): void {
    setImmediate(() => this.startRun());
  }

  private startRun(): void {
    this.runStartedAt = performance.now();
    this.loopTurned = false;
    setImmediate(() => (this.loopTurned = true));
    this.startFirst();
  }

  private startFirst(): void {
    const turn = this.waiting.shift();
    if (turn) turn();
    else this.running = false;
  }
}

/** The same PGlite, but its queries, multi-statement execs and transactions take turns (see above). */
export function takingTurns(client: PGlite, turns = new Turns()): PGlite {
  const wrapped: Partial<PGlite> = {
    query: (...args: Parameters<PGlite['query']>) => turns.take(() => client.query(...args)),
    exec: (...args: Parameters<PGlite['exec']>) => turns.take(() => client.exec(...args)),
    transaction: (callback) => turns.take(() => client.transaction(callback)),
  } as Partial<PGlite>;
  return new Proxy(client, {
    get(target, property) {
      if (Object.hasOwn(wrapped, property)) return wrapped[property as keyof PGlite];
      // PGlite keeps its state in private fields, which only the instance itself may reach.
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * How many requests may check or hash a password at once (sign-in, signup, password reset). scrypt at the production cost takes a threadpool thread and
 * 128 MB for a noticeable time; a burst of sign-ins (one account or many) would otherwise queue without bound
 * behind the few threads, every waiting client would time out, and file reads sharing the pool would stall.
 * So a few check at once, a short line waits its turn (for a bounded time: on a machine slower than usual the
 * line moves slower, and a client would give up before its turn came), and the rest are turned away at once
 * with a 429 and Retry-After: the server keeps answering and a client that tries again a moment later gets in.
 */
import { availableParallelism } from 'node:os';
import type { AppContext } from '../context';

/** Gives back a slot; calling it twice gives back one. */
export type ReleaseSlot = () => void;

export class PasswordCheckSlots {
  private active = 0;
  private readonly line: ((release: ReleaseSlot) => void)[] = [];

  constructor(
    readonly concurrent: number,
    readonly maxWaiting: number,
    readonly maxWaitMs: number,
  ) {}

  /**
   * A slot, now or when the line has moved up to it; null when the line is full (refuse at once). The promise
   * gives null instead when no slot came within maxWaitMs.
   */
  tryEnter(): Promise<ReleaseSlot | null> | null {
    if (this.active < this.concurrent) {
      this.active += 1;
      return Promise.resolve(this.releaser());
    }
    if (this.line.length >= this.maxWaiting) return null;
    return new Promise((resolve) => {
      const admit = (release: ReleaseSlot) => {
        clearTimeout(timer);
        resolve(release);
      };
      const timer = setTimeout(() => {
        this.line.splice(this.line.indexOf(admit), 1);
        resolve(null);
      }, this.maxWaitMs);
      this.line.push(admit);
    });
  }

  /**
   * No slot free and no room in the line: a request arriving now would be turned away. A hint for refusing
   * before any other work (the body is not even read); tryEnter still decides.
   */
  get full(): boolean {
    return this.active >= this.concurrent && this.line.length >= this.maxWaiting;
  }

  /** Checks running and waiting, for tests and logs. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.line.length };
  }

  private releaser(): ReleaseSlot {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.line.shift();
      // The slot passes straight to the first in line, so nobody can overtake the line.
      if (next) next(this.releaser());
      else this.active -= 1;
    };
  }
}

/** libuv's threadpool: UV_THREADPOOL_SIZE threads, 4 unless set (it is read once, when the pool starts). */
function threadpoolSize(): number {
  const size = Number(process.env.UV_THREADPOOL_SIZE);
  return Number.isInteger(size) && size > 0 ? size : 4;
}

/** Waiting checks per running one: at about 0.1–0.3 s a check, the last in line waits a second or two. */
const WAITING_PER_SLOT = 4;
/** The longest a sign-in waits in line; well inside the 10 s a client typically waits for an answer. */
const MAX_WAIT_MS = 3000;

const slotsByApp = new WeakMap<AppContext, PasswordCheckSlots>();

/**
 * The app's slots: one fewer than the threadpool has threads (file reads for uploads and the web app still get
 * one) and one fewer than the machine has cores (the event loop, which answers everything else and runs
 * PGlite, keeps one): checks beyond that only slow each other and starve the rest.
 */
export function passwordCheckSlots(ctx: AppContext): PasswordCheckSlots {
  let slots = slotsByApp.get(ctx);
  if (!slots) {
    const concurrent = Math.max(1, Math.min(threadpoolSize(), availableParallelism()) - 1);
    slots = new PasswordCheckSlots(concurrent, concurrent * WAITING_PER_SLOT, MAX_WAIT_MS);
    slotsByApp.set(ctx, slots);
  }
  return slots;
}

/** Retry-After for a request turned away for want of a slot: a moment later there is room. */
export const BUSY_RETRY_SECONDS = 1;

/**
 * Runs `work` (which hashes or checks a password) holding one of the app's slots; 'busy' when none came, and
 * then `work` has not run. Signup and password reset share the slots with sign-in, so a burst of either
 * cannot crowd out the others or the rest of the server.
 */
export async function withPasswordSlot<T>(ctx: AppContext, work: () => Promise<T>): Promise<T | 'busy'> {
  const release = await passwordCheckSlots(ctx).tryEnter();
  if (!release) return 'busy';
  try {
    return await work();
  } finally {
    release();
  }
}

/** Gives an app other slots (tests: a line of none, so holding the slots is enough to fill them). */
export function setPasswordCheckSlots(ctx: AppContext, slots: PasswordCheckSlots): void {
  slotsByApp.set(ctx, slots);
}

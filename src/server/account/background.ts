/**
 * Work done after the answer has left, so the answer's timing cannot reveal it (forgot-password mails).
 * Pending work is awaited when the app closes; tests wait for it with `backgroundSettled`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';

const pending = new WeakMap<AppContext, Set<Promise<void>>>();

export function runInBackground(
  ctx: AppContext,
  log: FastifyBaseLogger,
  what: string,
  task: () => Promise<void>,
): void {
  let set = pending.get(ctx);
  if (!set) pending.set(ctx, (set = new Set()));
  const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
    .finally(() => set.delete(running));
  set.add(running);
}

/** Resolves when every background task started so far (and any they started) has finished. */
export async function backgroundSettled(ctx: AppContext): Promise<void> {
  const set = pending.get(ctx);
  while (set && set.size) await Promise.allSettled([...set]);
}

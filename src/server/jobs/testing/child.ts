/** Runs worker-process.ts as a child process and waits for the events it reports. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./worker-process.ts', import.meta.url));

export interface WorkerEvent {
  event: string;
  id?: string;
  n?: number;
  retryCount?: number;
}

export interface Worker {
  process: ChildProcess;
  events: WorkerEvent[];
  /** Resolves with the first event (already seen or to come) that matches. */
  next(match: (event: WorkerEvent) => boolean, timeoutMs?: number): Promise<WorkerEvent>;
  exited: Promise<number | null>;
}

/** Workers started and not yet exited: a test that fails or times out leaves them to endWorkers. */
const running = new Set<Worker>();

/**
 * Kills (SIGKILL) every worker still running and waits for each to exit: a failed or timed-out test must not
 * leave processes holding the database and two cores' time after the suite.
 */
export async function endWorkers(): Promise<void> {
  const left = [...running];
  for (const worker of left) worker.process.kill('SIGKILL');
  await Promise.all(left.map((worker) => worker.exited));
}

export function startWorker(env: Record<string, string>): Worker {
  // The IPC channel is only a lifeline: the worker exits when it closes, i.e. when the test process is gone.
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const events: WorkerEvent[] = [];
  const waiting = new Set<() => void>();
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (!line.startsWith('{')) return;
    events.push(JSON.parse(line) as WorkerEvent);
    for (const wake of waiting) wake();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const worker: Worker = {
    process: child,
    events,
    exited,
    next(match, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; seen ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiting.add(check);
        check();
        void exited.then(() => setImmediate(check));
      });
    },
  };
  running.add(worker);
  void exited.then(() => running.delete(worker));
  return worker;
}

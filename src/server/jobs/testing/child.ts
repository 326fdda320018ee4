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

export function startWorker(env: Record<string, string>): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const events: WorkerEvent[] = [];
  const waiting = new Set<() => void>();
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (!line.startsWith('{')) return;
    events.push(JSON.parse(line) as WorkerEvent);
    for (const wake of waiting) wake();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
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
}

/**
 * Measures a server process while something else runs: latency of a few paths requested on a steady schedule,
 * and the process's resident memory (peak). The measuring runs in a child process (probe-process.ts).
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './server-process';

export interface ProbeTarget {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

export interface ProbeRequest {
  baseUrl: string;
  /** The server's process id, for /proc/<pid>/status. */
  pid: number;
  targets: ProbeTarget[];
  /** One request per target every this many ms. */
  intervalMs: number;
  /** Above this resident memory the server is killed (SIGKILL) so it cannot take the machine down. */
  rssCeilingMb: number;
}

export interface TargetFigures {
  count: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers other than 200, timeouts and connection errors. */
  failures: number;
  failureKinds: string;
}

export interface ProbeResult {
  targets: Record<string, TargetFigures>;
  startRssMb: number;
  /** When the probes stopped (after the server settled): what the attack left behind; 0 when the server is gone. */
  endRssMb: number;
  peakRssMb: number;
  rssCeilingHit: boolean;
}

export interface RunningProbes {
  stop(): Promise<ProbeResult>;
}

const STOP_TIMEOUT_MS = 60_000;

/** Starts measuring; resolves once the probes run. */
export function startProbes(job: ProbeRequest): Promise<RunningProbes> {
  const child = fork(join(import.meta.dirname, 'probe-process.ts'), [], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const failed = new Promise<never>((_, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the probe process ended early (exit ${code})`)));
  });
  failed.catch(() => undefined);
  const answer = (type: string) =>
    new Promise<{ type: string; result?: ProbeResult }>((resolve) => {
      const listener = (message: { type: string; result?: ProbeResult }) => {
        if (message.type !== type) return;
        child.off('message', listener);
        resolve(message);
      };
      child.on('message', listener);
    });
  const timeout = (ms: number, what: string) =>
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms).unref(),
    );

  const ready = answer('ready');
  child.send({ type: 'start', job });
  const started = Promise.race([ready, failed, timeout(30_000, 'starting the probes')]).catch((error: unknown) => {
    child.kill();
    throw error;
  });
  return started.then(() => ({
    async stop() {
      const result = answer('result');
      child.send({ type: 'stop' });
      try {
        const message = await Promise.race([result, failed, timeout(STOP_TIMEOUT_MS, 'stopping the probes')]);
        return message.result!;
      } finally {
        if (child.exitCode === null) child.kill();
      }
    },
  }));
}

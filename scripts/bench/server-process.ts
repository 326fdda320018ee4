/**
 * The real server in a process of its own, as `npm start` runs it (the compiled server, `node
 * dist/server/main.js`, over the built web app), on a free loopback port with a throw-away DATA_DIR (PGlite,
 * uploads, development outbox) and nothing else from this shell's environment, so every limit and cost (scrypt
 * included) is the product's default. What the server prints is kept (the last lines) to explain a failure.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../src/server/testing/server-process';
import { request, sleep } from './http';

export const ROOT = resolve(import.meta.dirname, '..', '..');
const START_TIMEOUT_MS = 90_000;
const LOG_LINES_KEPT = 40;

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  dataDir: string;
  /** Whether the process is still running (null) or how it ended. */
  exit(): { code: number | null; signal: NodeJS.Signals | null } | null;
  /** The server's last output lines, for error messages. */
  logTail(): string;
  /** SIGTERM, then SIGKILL after 10 s; removes the data directory. */
  stop(): Promise<void>;
}

/** `BENCH_PROFILE=<folder>`: each server writes a CPU profile there when it stops (node --cpu-prof). */
function profiling(): string[] {
  const folder = process.env.BENCH_PROFILE;
  return folder ? ['--cpu-prof', `--cpu-prof-dir=${folder}`] : [];
}

/** Builds the web app and the server (`npm run build`) when their build is missing or older than the sources. */
export function ensureBuild(): void {
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts', 'ensure-build.mjs')], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the build failed');
}

export interface StartOptions {
  /** A data directory to keep (a restart): the caller owns it and stop() leaves it. Default: a new one. */
  dataDir?: string;
  /** The address that says the server is up. Default: `/rest/api/health/live`. */
  readyPath?: string;
  /** How often it is asked. Default: 250 ms. */
  pollMs?: number;
}

/** Starts the server and resolves once the ready address answers 200; fails with its output otherwise. */
export async function startServerProcess(
  extraEnv: Record<string, string> = {},
  { dataDir: keptDataDir, readyPath = '/rest/api/health/live', pollMs = 250 }: StartOptions = {},
): Promise<ServerProcess> {
  const dataDir = keptDataDir ?? mkdtempSync(join(tmpdir(), 'bench-server-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - LOG_LINES_KEPT));
  };
  const child: ChildProcess = spawn(process.execPath, [...profiling(), join(ROOT, 'dist', 'server', 'main.js')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      TMPDIR: tmpdir(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let ended: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exited = new Promise<void>((resolveExit) =>
    child.once('exit', (code, signal) => {
      ended = { code, signal };
      resolveExit();
    }),
  );
  const server: ServerProcess = {
    baseUrl,
    pid: child.pid!,
    dataDir,
    exit: () => ended,
    logTail: () => lines.join('\n'),
    async stop() {
      if (!ended) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(killer);
      }
      if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (ended) break;
    const answer = await request(`${baseUrl}${readyPath}`, { timeoutMs: 2000 }).catch(() => null);
    if (answer?.status === 200) return server;
    await sleep(pollMs);
  }
  const how = ended ? `exited (${JSON.stringify(ended)})` : `did not answer within ${START_TIMEOUT_MS / 1000} s`;
  await server.stop();
  throw new Error(`the server ${how}; its last output:\n${server.logTail()}`);
}

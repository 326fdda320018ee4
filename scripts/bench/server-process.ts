/**
 * The real server in a process of its own, as `npm start` runs it (`tsx src/server/main.ts` over the built web
 * app), on a free loopback port with a throw-away DATA_DIR (PGlite, uploads, development outbox) and nothing
 * else from this shell's environment, so every limit and cost (scrypt included) is the product's default.
 * What the server prints is kept (the last lines) to explain a failure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { request, sleep } from './http';

export const ROOT = resolve(import.meta.dirname, '..', '..');
const WEB_DIST = join(ROOT, 'dist', 'web');
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

/** The web app must be built (the guest page reads Vite's manifest): builds it once when dist/web is missing. */
export async function ensureWebBuild(): Promise<void> {
  if (existsSync(join(WEB_DIST, '.vite', 'manifest.json'))) return;
  console.log('dist/web is missing: building the web app (vite build) ...');
  await build({ configFile: join(ROOT, 'vite.config.ts'), root: ROOT, logLevel: 'error' });
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject()));
    });
  });
}

/** Starts the server and resolves once `/rest/api/health/live` answers; fails with its output otherwise. */
export async function startServerProcess(extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-abuse-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - LOG_LINES_KEPT));
  };
  // `node --import tsx` rather than the tsx binary: one process, so its pid is the server's own memory.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
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
      rmSync(dataDir, { recursive: true, force: true });
    },
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (ended) break;
    const answer = await request(`${baseUrl}/rest/api/health/live`, { timeoutMs: 2000 }).catch(() => null);
    if (answer?.status === 200) return server;
    await sleep(250);
  }
  const how = ended ? `exited (${JSON.stringify(ended)})` : `did not answer within ${START_TIMEOUT_MS / 1000} s`;
  await server.stop();
  throw new Error(`the server ${how}; its last output:\n${server.logTail()}`);
}

/** The crash tests' worker processes never outlive the test that started them, even when it fails. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { endWorkers, startWorker } from './child';

const dir = mkdtempSync(join(tmpdir(), 'jobs-child-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('ends the workers a test left running', async () => {
  const worker = startWorker({ JOBS_TEST_DATABASE: join(dir, 'left') });
  await endWorkers();
  expect(await worker.exited).toBeNull();
  expect(alive(worker.process.pid!)).toBe(false);
});

it('a worker exits by itself when the process that started it is gone', async () => {
  // A process that starts a worker, prints its pid and dies at once, as a test runner killed on a time-out would.
  const child = fileURLToPath(new URL('./child.ts', import.meta.url));
  const script = `import { startWorker } from ${JSON.stringify(child)};
    const worker = startWorker({ JOBS_TEST_DATABASE: ${JSON.stringify(join(dir, 'orphan'))} });
    console.log(worker.process.pid); process.kill(process.pid, 'SIGKILL');`;
  const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  parent.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await new Promise((resolve) => parent.on('exit', resolve));
  const pid = Number(out.trim());
  expect(pid).toBeGreaterThan(0);
  await expect.poll(() => alive(pid), { timeout: 30_000, interval: 100 }).toBe(false);
}, 40_000);

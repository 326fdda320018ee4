/**
 * The server as `npm start` runs it: compiled (scripts/build-server.ts, here into dist/e2e-server) and started with
 * plain `node` on a data directory an earlier server made (a restart). It serves a live invitation with the
 * page's built CSS inlined and its built script, which enhances the page.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildServer } from '../../scripts/build-server';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { seedLiveSite } from '../../src/server/moderation/testing/seed';
import { freePort } from '../../src/server/testing/server-process';
import { seedBuyer } from './editor-support';
import { saveContent } from './helpers/live-site';

const SERVER_DIST = resolve('dist/e2e-server');

let dataDir: string;
let child: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'invites-compiled-'));
  await buildServer(SERVER_DIST);
});

test.afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((done) => child!.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('the compiled server draws pages with React’s production build, whatever NODE_ENV says', () => {
  const bundle = readdirSync(SERVER_DIST)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(SERVER_DIST, file), 'utf8'))
    .join('\n');
  expect(bundle).toContain('react-dom/cjs/react-dom-server.node.production.js');
  expect(bundle).not.toMatch(/react[\w-]*\.development\.js/);
  // No React left for node_modules to pick by NODE_ENV at run time.
  expect(bundle).not.toMatch(/from\s*"(react|react-dom)(\/[^"]*)?"/);
});

test('the compiled server restarts on its data and serves a live invitation with its CSS and script', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const webDist = resolve(process.env.WEB_DIST ?? 'dist/e2e-web');

  // The first server (from the sources, in this process) makes the database and a published site.
  const config = loadConfig({ SCRYPT_LOG_N: '14' }, { dataDir, logLevel: 'silent', webDist });
  const app = await buildApp(config);
  const first = { url: await app.listen({ port: 0, host: '127.0.0.1' }), app, config };
  const buyer = await seedBuyer(page, first);
  await saveContent(first, buyer, { BrideName: 'Ananya', GroomName: 'Rohan' });
  const slug = `compiled-${buyer.id}`;
  await seedLiveSite(app.ctx, { userId: buyer.id, tempId: 'wed001', slug });
  await app.close();

  // The compiled server, started as `npm start` starts it, on the same data directory.
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const spawnedAt = Date.now();
  child = spawn(process.execPath, [join(SERVER_DIST, 'main.js')], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  await expect
    .poll(
      async () => {
        if (child!.exitCode !== null) throw new Error(`the compiled server exited:\n${output.join('')}`);
        return fetch(`${url}/rest/api/health/ready`).then(
          (answer) => answer.status,
          () => 0,
        );
      },
      { timeout: 60_000, intervals: [50] },
    )
    .toBe(200);
  test.info().annotations.push({ type: 'spawn to ready', description: `${Date.now() - spawnedAt} ms` });

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const answer = await page.goto(`${url}/invite/${slug}`);
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ananya');
  // The page's stylesheet (the invitation's and the live parts', from Vite's manifest) is inlined and applies.
  const inlined = await page.locator('head style').first().textContent();
  expect(inlined).toContain('.inv{');
  expect(inlined).toContain('.visually-hidden{');
  const line = await page
    .locator('.inv')
    .first()
    .evaluate((el) => getComputedStyle(el).getPropertyValue('--inv-line'));
  expect(line.trim()).not.toBe('');
  // The page's own built script came from the compiled server and enhanced the forms.
  await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true');
  expect(errors).toEqual([]);
});

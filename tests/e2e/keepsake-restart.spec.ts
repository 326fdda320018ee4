/**
 * The keepsake book survives a crash: the host asks for the book, the server is killed (SIGKILL) while it
 * prints and started again, and the book arrives, made once. The server runs as a process of its own on a
 * throw-away PostgreSQL database, so it can be killed; this test seeds the database through an app of its own
 * that is never made ready (so it runs no jobs). The print is held at its start by a Chromium wrapper that
 * waits for a file the test writes only after the kill.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { keepsakeBooks } from '../../src/server/db/schema';
import { seedWish } from '../../src/server/moderation/testing/seed';
import { freshPostgresDatabase, postgresAnswers } from '../../src/server/testing/postgres-server';
import { freePort, heldChromium } from '../../src/server/testing/server-process';
import { saveContent, seedSiteOwner } from './helpers/live-site';

const available = await postgresAnswers();

test.skip(!available, 'needs PostgreSQL (CI runs it)');

test('phone: the server is killed while it prints the keepsake book, started again, and the book arrives', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const database = await freshPostgresDatabase('keepsake_restart');
  const dataDir = mkdtempSync(join(tmpdir(), 'invites-restart-'));
  const chromium = heldChromium(dataDir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    WEB_DIST: resolve(process.env.WEB_DIST ?? 'dist/e2e-web'),
    JWT_SECRET: 'one-secret-for-the-restart-journey-0123',
    SCRYPT_LOG_N: '14',
    RATE_LIMIT_PER_MINUTE: '100000',
    CHROMIUM_PATH: chromium.path,
    LOG_LEVEL: 'warn',
    JOBS_POLL_SECONDS: '0.5',
    JOBS_SUPERVISE_SECONDS: '1',
  };
  const seeder = await buildApp(loadConfig(env, { logLevel: 'silent' }));
  const start = (): ChildProcess =>
    spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  const up = () =>
    expect.poll(
      () =>
        fetch(`${url}/rest/api/health/live`).then(
          (answer) => answer.status,
          () => 0,
        ),
      {
        timeout: 60_000,
      },
    );
  let server = start();
  try {
    await up().toBe(200);
    const running = { url, app: seeder, config: seeder.ctx.config };
    await page.setViewportSize({ width: 375, height: 760 });
    const owner = await seedSiteOwner(page, running);
    await saveContent(running, owner, { BrideName: 'Ananya', GroomName: 'Rohan', WeddingDate: '2027-02-14' });
    await seedWish(seeder.ctx, owner.liveId, { name: 'Meera Aunty', message: 'Shubh vivah', visflag: true });

    await page.goto(`${url}/dash`);
    const card = page.getByRole('region', { name: 'Keepsake book' });
    await card.getByRole('button', { name: 'Make the book' }).click();
    await expect(card.getByRole('progressbar')).toBeVisible();
    // The print has begun: Chromium was asked for.
    await expect.poll(chromium.asked, { timeout: 30_000 }).toBe(true);

    server.kill('SIGKILL');
    await new Promise((done) => server.once('exit', done));
    chromium.release();
    server = start();
    await up().toBe(200);

    await page.reload();
    const download = card.getByRole('button', { name: 'Download the PDF' });
    await expect(download).toBeVisible({ timeout: 60_000 });
    await expect(card).toContainText('Your A5 book is ready');
    // Made once: one request counted, one book kept.
    const [row] = await seeder.ctx.db.select().from(keepsakeBooks).where(eq(keepsakeBooks.liveId, owner.liveId));
    expect(row).toMatchObject({ state: 'ready', booksCounted: 1 });
    expect(readdirSync(join(dataDir, 'uploads', 'keepsakes')).filter((name) => name.endsWith('.pdf'))).toEqual([
      row!.fileName,
    ]);
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => (server.exitCode === null ? server.once('exit', done) : done(null)));
    await seeder.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

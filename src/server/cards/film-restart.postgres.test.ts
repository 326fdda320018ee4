/**
 * A film survives a crash: the host asks for a function's film, the server is killed (SIGKILL) while the film's
 * stills are being drawn, and after a restart the film is made, once. The server runs as a process of its own on
 * a throw-away PostgreSQL database, so it can be killed; the test seeds the database through an app of its own
 * that is never made ready (so it runs no jobs). The drawing is held at its start by a Chromium wrapper that waits
 * for a file the test writes only after the kill. Skipped only when no PostgreSQL answers (failed under CI=true).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { MediaStatus } from '../../shared/api/cards';
import { startSession } from '../account';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { users } from '../db/schema';
import { seedLiveSite } from '../invitation/testing/seed';
import { freshPostgresDatabase, postgresAnswers } from '../testing/postgres-server';
import { freePort, heldChromium } from '../testing/server-process';
import { filmFileName } from './card-names';

const available = await postgresAnswers();

const exited = (server: ChildProcess) =>
  new Promise((done) =>
    server.exitCode === null && server.signalCode === null ? server.once('exit', done) : done(null),
  );

describe.skipIf(!available)('a film on a server killed while it is made', () => {
  it('is made after the restart, once', async () => {
    const database = await freshPostgresDatabase('film_restart');
    const dataDir = mkdtempSync(join(tmpdir(), 'invites-film-restart-'));
    const chromium = heldChromium(dataDir);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      WEB_DIST: join(dataDir, 'no-web'),
      JWT_SECRET: 'one-secret-for-the-film-restart-test-0123',
      SCRYPT_LOG_N: '14',
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
      vi.waitFor(async () => expect((await fetch(`${url}/rest/api/health/live`).catch(() => null))?.status).toBe(200), {
        timeout: 60_000,
        interval: 200,
      });
    let server = start();
    try {
      const seeded = await seedLiveSite(seeder.ctx.db);
      const [user] = await seeder.ctx.db.select().from(users).where(eq(users.id, seeded.userId));
      const { token } = await startSession(seeder.ctx.db, seeder.ctx.config, user!, new Date());
      const call = (path: string, body?: object) =>
        fetch(`${url}/rest/api/private/live/${seeded.liveId}/media${path}`, {
          method: body ? 'POST' : 'GET',
          headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
      await up();

      const started = await call('', { kind: 'film', eventKey: 'schedule-2', lang: 'hi' });
      expect(started.status).toBe(202);
      const { id } = (await started.json()) as { id: string };
      // The film's stills are being drawn: Chromium was asked for.
      await vi.waitFor(() => expect(chromium.asked()).toBe(true), { timeout: 30_000, interval: 100 });
      expect(((await (await call(`/${id}`)).json()) as MediaStatus).state).toBe('working');

      server.kill('SIGKILL');
      await exited(server);
      chromium.release();
      server = start();
      await up();

      const done = await vi.waitFor(
        async () => {
          const status = (await (await call(`/${id}`)).json()) as MediaStatus;
          expect(status.state).toBe('done');
          return status;
        },
        { timeout: 150_000, interval: 500 },
      );
      const film = await fetch(`${url}${done.url!}`, { headers: { authorization: `Bearer ${token}` } });
      expect(film.headers.get('content-type')).toBe('video/mp4');
      expect(
        Buffer.from(await film.arrayBuffer())
          .subarray(4, 8)
          .toString('latin1'),
      ).toBe('ftyp');
      // Made once: one film kept, the one asked for.
      const kept = readdirSync(join(dataDir, 'uploads', 'cards')).filter((name) => name.endsWith('.mp4'));
      expect(kept).toEqual([filmFileName(seeded.liveId, id)]);
    } finally {
      server.kill('SIGTERM');
      await exited(server);
      await seeder.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});

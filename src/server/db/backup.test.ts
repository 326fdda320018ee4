/**
 * The README's backup and restore, done once: a PGlite data directory archived with tar and restored
 * elsewhere, and a PostgreSQL database dumped with pg_dump and restored with pg_restore (when the client tools
 * and a server are there).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { answeredOrFailInCi, POSTGRES_SERVER_URL, postgresAnswers } from '../testing/postgres-server';
import { openDatabase } from './client';
import { contactMessages } from './schema';

const scratch = mkdtempSync(join(tmpdir(), 'invites-backup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const message = { name: 'Backup Check', phone: '9876543210', email: 'backup@example.in', message: 'kept' };

describe('PGlite data directory', () => {
  it('restores from a tar archive into another directory with its rows', async () => {
    const original = join(scratch, 'data');
    const restored = join(scratch, 'restored');
    const archive = join(scratch, 'utsav-backup.tgz');
    const first = await openDatabase({ dataDir: original });
    await first.db.insert(contactMessages).values(message);
    await first.close(); // the README: stop the server before copying
    execFileSync('tar', ['-C', original, '-czf', archive, '.']);
    mkdirSync(restored);
    execFileSync('tar', ['-C', restored, '-xzf', archive]);
    const copy = await openDatabase({ dataDir: restored });
    try {
      const rows = await copy.db.select().from(contactMessages);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject(message);
    } finally {
      await copy.close();
    }
  });
});

/** The restore needs the server and its pg_dump; under CI=true a missing one fails the suite. */
function pgDumpRuns(): boolean {
  let runs = true;
  try {
    execFileSync('pg_dump', ['--version']);
  } catch {
    runs = false;
  }
  return answeredOrFailInCi(runs, 'pg_dump');
}

describe('PostgreSQL', async () => {
  const available = (await postgresAnswers()) && pgDumpRuns();
  it.skipIf(!available)('restores a pg_dump into an empty database with its rows', async () => {
    const names = [`bk_${randomBytes(5).toString('hex')}`, `bk_${randomBytes(5).toString('hex')}`];
    const admin = new pg.Client({ connectionString: POSTGRES_SERVER_URL });
    await admin.connect();
    const urlOf = (name: string) => {
      const url = new URL(POSTGRES_SERVER_URL);
      url.pathname = `/${name}`;
      return url.toString();
    };
    try {
      for (const name of names) await admin.query(`create database ${name}`);
      const source = await openDatabase({ url: urlOf(names[0]) });
      await source.db.insert(contactMessages).values(message);
      await source.close();
      const dump = join(scratch, 'utsav.dump');
      execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, urlOf(names[0])]);
      execFileSync('pg_restore', ['--no-owner', `--dbname=${urlOf(names[1])}`, dump]);
      const copy = await openDatabase({ url: urlOf(names[1]) });
      try {
        const rows = await copy.db.select().from(contactMessages);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject(message);
      } finally {
        await copy.close();
      }
    } finally {
      for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

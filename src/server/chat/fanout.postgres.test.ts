/**
 * Two app instances on one PostgreSQL database: a message stored through one reaches a subscriber of the
 * other (LISTEN/NOTIFY), also after the listening connection was cut. Uses its own database on
 * 127.0.0.1:5432 (or TEST_DATABASE_URL's server), dropped afterwards; skipped only when no PostgreSQL answers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_DESTINATIONS } from '../../shared/chat';
import { buildApp } from '../app';
import { hashPassword } from '../account/passwords';
import { startSession } from '../account/sessions';
import { loadConfig, type AppConfig } from '../config';
import { users } from '../db/schema';
import {
  freshPostgresDatabase,
  onPostgresServer,
  postgresAnswers,
  type FreshDatabase,
} from '../testing/postgres-server';
import { connectAs, type TestStompClient } from './testing/stomp-test-client';

const available = await postgresAnswers();
let database: FreshDatabase;
const instances: { app: FastifyInstance; config: AppConfig; ws: string; dataDir: string }[] = [];
const clients: TestStompClient[] = [];

async function startInstance(databaseUrl: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'invites-chat-'));
  const config = loadConfig(
    {},
    {
      dataDir,
      databaseUrl,
      logLevel: 'silent',
      jwtSecret: 'shared-secret-of-both-instances-long-enough',
      webDist: join(dataDir, 'no-web'),
    },
  );
  const app = await buildApp(config);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const instance = { app, config, ws: `${address.replace(/^http/, 'ws')}/rest/api/chat-websocket`, dataDir };
  instances.push(instance);
  return instance;
}

async function userWithToken(app: FastifyInstance, config: AppConfig, email: string, role: 'user' | 'admin') {
  const [user] = await app.ctx.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword('a-long-password', config.passwordHashing),
      fullName: email,
      role,
      passwordChangedAt: new Date(Date.now() - 60_000),
    })
    .returning();
  return (await startSession(app.ctx.db, config, user, new Date())).token;
}

describe.skipIf(!available)('two instances on one PostgreSQL', () => {
  let first: Awaited<ReturnType<typeof startInstance>>;
  let second: Awaited<ReturnType<typeof startInstance>>;

  beforeAll(async () => {
    database = await freshPostgresDatabase('chat_fanout');
    first = await startInstance(database.url);
    second = await startInstance(database.url);
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    for (const instance of instances) {
      await instance.app.close();
      rmSync(instance.dataDir, { recursive: true, force: true });
    }
    await database?.drop();
  });

  async function subscribed(instance: typeof first, token: string, destination: string) {
    const { client, reply } = await connectAs(instance.ws, token);
    clients.push(client);
    expect(reply.command).toBe('CONNECTED');
    client.send('SUBSCRIBE', { id: 'sub', destination, receipt: 'ready' });
    await client.waitFor((f) => f.command === 'RECEIPT');
    return client;
  }

  const sendToSupport = (instance: typeof first, token: string, email: string, message: string) =>
    instance.app.inject({
      method: 'POST',
      url: `/rest/api/chatuser?user=${email}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { from: email, to: instance.config.adminEmail, message },
    });

  it('delivers a message sent to one instance to a subscriber of the other', async () => {
    const buyerToken = await userWithToken(first.app, first.config, 'meera.multi@example.in', 'user');
    const adminToken = await userWithToken(first.app, first.config, first.config.adminEmail, 'admin');
    const adminOnSecond = await subscribed(second, adminToken, CHAT_DESTINATIONS.adminTopic);
    const buyerOnFirst = await subscribed(first, buyerToken, CHAT_DESTINATIONS.ownQueue);

    const sent = await sendToSupport(first, buyerToken, 'meera.multi@example.in', 'Across instances');
    expect(sent.statusCode).toBe(200);
    const atAdmin = await adminOnSecond.waitFor((f) => f.command === 'MESSAGE');
    expect(JSON.parse(atAdmin.body)).toMatchObject({ id: sent.json().responceId.id, message: 'Across instances' });

    // And back: the admin answers over the second instance's socket; the buyer listens on the first.
    adminOnSecond.send(
      'SEND',
      { destination: CHAT_DESTINATIONS.send },
      JSON.stringify({ to: 'meera.multi@example.in', message: 'Answered from two' }),
    );
    await buyerOnFirst.waitFor((f) => f.command === 'MESSAGE' && f.body.includes('Answered from two'));
    // Each message arrives once, although both instances heard the notification.
    await buyerOnFirst.waitFor((f) => f.body.includes('Across instances'));
    expect(buyerOnFirst.frames.filter((f) => f.command === 'MESSAGE')).toHaveLength(2);
  });

  it('re-opens a dropped listening connection and delivers what was sent meanwhile', async () => {
    const buyerToken = await userWithToken(first.app, first.config, 'kiran.multi@example.in', 'user');
    const buyerOnSecond = await subscribed(second, buyerToken, CHAT_DESTINATIONS.ownQueue);
    // Cut every LISTEN connection to this database (both instances'); they must come back by themselves.
    const cut = await onPostgresServer((client) =>
      client.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'LISTEN%'`,
        [database.name],
      ),
    );
    expect(cut.rowCount).toBeGreaterThanOrEqual(2);
    const sent = await sendToSupport(first, buyerToken, 'kiran.multi@example.in', 'Sent while cut');
    expect(sent.statusCode).toBe(200);
    const arrived = await buyerOnSecond.waitFor((f) => f.command === 'MESSAGE', 15_000);
    expect(JSON.parse(arrived.body).message).toBe('Sent while cut');
  });
});

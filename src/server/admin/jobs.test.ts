/** The admin's jobs page: counts per queue, failed jobs with their reasons, and retrying one; the admin only. */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { JobsOverview } from '../../shared/api/jobs';
import { createTestApp, createUserWithToken, FAST_JOBS, type TestApp } from '../testing/test-app';
import { NO_FAILED_JOB } from './jobs';

let t: TestApp;
let admin: string;
let host: string;
let tries = 0;

beforeAll(async () => {
  t = await createTestApp({
    jobTimings: FAST_JOBS,
    extend: (app) =>
      app.ctx.jobs.define(
        {
          name: 'doomed',
          retryLimit: 0,
          retryDelaySeconds: 0,
          retryBackoff: false,
          expireInSeconds: 30,
          concurrency: 1,
        },
        async () => {
          tries += 1;
          throw new Error('the mail server said no');
        },
      ),
  });
  admin = (await createUserWithToken(t, { role: 'admin' })).authorization;
  host = (await createUserWithToken(t)).authorization;
});
afterAll(() => t.close());

const overview = async () => {
  const answer = await t.app.inject({ url: '/rest/api/admin/jobs', headers: { authorization: admin } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as JobsOverview;
};
const retry = (queue: string, id: string, authorization = admin) =>
  t.app.inject({ method: 'POST', url: `/rest/api/admin/jobs/${queue}/${id}/retry`, headers: { authorization } });

it('shows each queue’s counts and a failed job with its reason, and puts it back in its queue', async () => {
  const id = (await t.app.ctx.jobs.send('doomed', {}))!;
  await vi.waitFor(async () => expect((await overview()).failed).toHaveLength(1), { timeout: 10_000 });
  const seen = await overview();
  expect(seen.failed).toEqual([expect.objectContaining({ queue: 'doomed', id, failure: 'the mail server said no' })]);
  expect(seen.queues).toContainEqual({ queue: 'doomed', queued: 0, active: 0, failed: 1 });
  // The app's own queues are listed too.
  expect(seen.queues.map((queue) => queue.queue)).toEqual(expect.arrayContaining(['keepsake-book', 'media-sweep']));

  const retried = await retry('doomed', id);
  expect(retried.statusCode, retried.body).toBe(200);
  await vi.waitFor(() => expect(tries).toBe(2), { timeout: 10_000 });
  // It failed again, and is still the one failed job.
  await vi.waitFor(async () => expect((await overview()).failed).toHaveLength(1), { timeout: 10_000 });
});

it('answers 404 for a queue or job it does not have, 400 for a malformed one, 403 to anyone but the admin', async () => {
  const unknown = await retry('doomed', '00000000-0000-4000-8000-000000000000');
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().message).toBe(NO_FAILED_JOB);
  expect((await retry('no-such-queue', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  expect((await retry('doomed', 'not-a-uuid')).statusCode).toBe(400);
  expect((await retry('Doomed%20Queue', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(400);
  expect((await t.app.inject({ url: '/rest/api/admin/jobs', headers: { authorization: host } })).statusCode).toBe(403);
  expect((await retry('doomed', '00000000-0000-4000-8000-000000000000', host)).statusCode).toBe(403);
  expect((await t.app.inject({ url: '/rest/api/admin/jobs' })).statusCode).toBe(401);
});

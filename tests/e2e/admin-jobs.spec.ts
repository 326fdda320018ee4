/**
 * The admin's Jobs page on a phone: the queues with their counts, a failed job with its reason, and Retry putting
 * it back in its queue. The failure is written straight into the engine's table (a job of a queue whose
 * handler does not fail); that real jobs fail with their reasons is proven by src/server/jobs/engine.test.ts.
 */
import { sql } from 'drizzle-orm';
import { expect, test } from './fixtures';
import { createUser, signInBrowser } from './helpers/users';

test('phone: the admin sees a failed job with its reason and retries it', async ({ page, server }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const { jobs, db } = server.app.ctx;
  const id = (await jobs.send('keepsake-sweep', {}, { startAfter: new Date(Date.now() + 3_600_000) }))!;
  await db.execute(
    sql`update pgboss.job set state = 'failed', output = '{"message":"The bucket did not answer."}'::jsonb,
        completed_on = now() where id = ${id}::uuid`,
  );
  await signInBrowser(page, await createUser(server, { role: 'admin' }));
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  const row = page.getByRole('row', { name: /keepsake-sweep/ });
  await expect(row.getByRole('cell')).toHaveText(['0', '0', '1']);
  const failed = page.getByRole('region', { name: 'Failed jobs' }).getByRole('listitem');
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText('The bucket did not answer.');
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Put back in its queue.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Failed jobs' })).toContainText('No failed jobs.');
  await expect(row.getByRole('cell')).toHaveText(['1', '0', '0']);
  expect(await jobs.get('keepsake-sweep', id)).toMatchObject({ state: 'queued' });
});

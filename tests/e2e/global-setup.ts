import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';

/**
 * Builds the web app once for the run (E2E_SKIP_BUILD=1 reuses an existing build in WEB_DIST), and makes one data
 * directory that every worker's server starts from a copy of (E2E_DATA_TEMPLATE): a new directory's initdb,
 * migrations and job tables took 70 s of a loaded machine against 10 s to open a made one, over the fixture's
 * minute, once per worker.
 */
export default async function globalSetup(): Promise<() => void> {
  const webDist = resolve(process.env.WEB_DIST ?? 'dist/e2e-web');
  process.env.WEB_DIST = webDist;
  if (process.env.E2E_SKIP_BUILD !== '1')
    execFileSync(process.execPath, [resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
      stdio: 'inherit',
      env: { ...process.env, WEB_DIST: webDist },
    });
  const template = mkdtempSync(join(tmpdir(), 'invites-e2e-template-'));
  const app = await buildApp(loadConfig({}, { dataDir: template, logLevel: 'silent', webDist }));
  await app.ready();
  await app.close();
  process.env.E2E_DATA_TEMPLATE = template;
  return () => rmSync(template, { recursive: true, force: true });
}

import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/** Builds the web app once for the run (E2E_SKIP_BUILD=1 reuses an existing build in WEB_DIST). */
export default function globalSetup(): void {
  const webDist = resolve(process.env.WEB_DIST ?? 'dist/e2e-web');
  process.env.WEB_DIST = webDist;
  if (process.env.E2E_SKIP_BUILD === '1') return;
  execFileSync(process.execPath, [resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST: webDist },
  });
}

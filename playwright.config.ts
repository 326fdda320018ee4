import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end journeys drive the built product in Debian's Chromium against the real server, which each
 * worker starts in-process on a free port with its own data directory (see tests/e2e/fixtures.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Separate runs on one machine keep separate traces and screenshots.
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  // A journey that passes only on a second try is a defect to fix, so nothing is retried, in CI or here.
  retries: 0,
  timeout: 60_000,
  // CI's machine runs two browsers and two servers on two cores beside the build: a page that shows in a second
  // here has taken over ten there. A wait still ends at the awaited event; only a failure takes longer to report.
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});

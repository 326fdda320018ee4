/**
 * npm run bench:web — how light and fast the public pages are, measured on the built product and the real server.
 *
 * 1. Builds the web app (BENCH_WEB_DIST=<dir> reuses a build instead).
 * 2. Starts the server in-process on a free port with a throw-away PGlite database.
 * 3. Opens each public route in Debian's Chromium and adds up the gzip size of every JavaScript file the page
 *    loads on a first visit (until the network is idle), chunk by chunk.
 * 4. Runs Lighthouse (mobile preset: emulated phone, simulated slow 4G and 4x CPU slowdown) on / and /temp.
 *
 * Targets: first-load JavaScript for / at most 120 kB gzip; Lighthouse performance at least 95 and accessibility 100.
 * Exits with status 1 when a target is missed.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';

const ROOT = resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROUTES = [
  '/',
  '/temp',
  '/tempdetails/wed001',
  '/blog',
  '/blog/1',
  '/terms',
  '/privacy',
  '/login',
  '/signup',
  '/usercart',
];
const LIGHTHOUSE_ROUTES = ['/', '/temp'];
const TARGETS = { landingJsKb: 120, performance: 95, accessibility: 100 };

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function buildWeb(): Promise<{ dir: string; temporary: boolean }> {
  if (process.env.BENCH_WEB_DIST) return { dir: resolve(process.env.BENCH_WEB_DIST), temporary: false };
  const dir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  await build({
    configFile: join(ROOT, 'vite.config.ts'),
    root: ROOT,
    logLevel: 'error',
    build: { outDir: dir, emptyOutDir: true },
  });
  return { dir, temporary: true };
}

interface RouteWeight {
  route: string;
  totalGzip: number;
  chunks: { file: string; gzip: number }[];
}

/** The JavaScript a first visit downloads, sized as gzip of the built files. */
async function measureRoutes(baseUrl: string, dist: string): Promise<RouteWeight[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const weights: RouteWeight[] = [];
  try {
    for (const route of ROUTES) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 915 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
      });
      await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
      const chunks = [...scripts]
        .map((file) => ({ file, gzip: gzipSync(readFileSync(join(dist, file))).length }))
        .sort((a, b) => b.gzip - a.gzip);
      weights.push({ route, totalGzip: chunks.reduce((sum, c) => sum + c.gzip, 0), chunks });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return weights;
}

interface LighthouseScore {
  route: string;
  performance: number;
  accessibility: number;
  metrics: Record<string, string>;
  opportunities: string[];
}

async function runLighthouse(baseUrl: string): Promise<LighthouseScore[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const scores: LighthouseScore[] = [];
  try {
    for (const route of LIGHTHOUSE_ROUTES) {
      const result = await lighthouse(baseUrl + route, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const { lhr } = result;
      const audit = (id: string) => lhr.audits[id]?.displayValue ?? '-';
      scores.push({
        route,
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        metrics: {
          FCP: audit('first-contentful-paint'),
          LCP: audit('largest-contentful-paint'),
          TBT: audit('total-blocking-time'),
          CLS: audit('cumulative-layout-shift'),
          SI: audit('speed-index'),
        },
        opportunities: Object.values(lhr.audits)
          .filter((a) => a.details?.type === 'opportunity' && (a.score ?? 1) < 0.9)
          .map((a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`),
      });
    }
  } finally {
    chrome.kill();
  }
  return scores;
}

async function main(): Promise<void> {
  const web = await buildWeb();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-data-'));
  const config = loadConfig({ RATE_LIMIT_PER_MINUTE: '100000' }, { dataDir, logLevel: 'silent', webDist: web.dir });
  const app = await buildApp(config);
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  let failed = false;
  try {
    console.log(`\nFirst-visit JavaScript per public route (gzip, ${ROUTES.length} routes)\n`);
    const weights = await measureRoutes(baseUrl, web.dir);
    for (const w of weights) {
      console.log(
        `${w.route.padEnd(22)} ${String(kb(w.totalGzip)).padStart(6)} kB  ${w.chunks.map((c) => `${c.file.replace('/assets/', '')} ${kb(c.gzip)}`).join(', ')}`,
      );
    }
    const landing = weights.find((w) => w.route === '/')!;
    const landingOk = kb(landing.totalGzip) <= TARGETS.landingJsKb;
    failed ||= !landingOk;
    console.log(
      `\n/ loads ${kb(landing.totalGzip)} kB of JavaScript (target at most ${TARGETS.landingJsKb} kB): ${landingOk ? 'OK' : 'MISSED'}`,
    );

    console.log('\nLighthouse, mobile preset\n');
    for (const score of await runLighthouse(baseUrl)) {
      const ok = score.performance >= TARGETS.performance && score.accessibility >= TARGETS.accessibility;
      failed ||= !ok;
      console.log(
        `${score.route.padEnd(8)} performance ${score.performance}, accessibility ${score.accessibility}  ${Object.entries(
          score.metrics,
        )
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}  ${ok ? 'OK' : 'MISSED'}`,
      );
      for (const o of score.opportunities) console.log(`         opportunity: ${o}`);
    }
    console.log(`\nTargets: performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility}.`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (web.temporary) rmSync(web.dir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * npm run bench:web — how light and fast the public pages are, measured on the built product and the real server.
 *
 * 1. Builds the web app (BENCH_WEB_DIST=<dir> reuses a build instead).
 * 2. Starts the server in-process on a free port with a throw-away PGlite database.
 * 3. Opens each public route in Debian's Chromium and adds up the gzip size of every JavaScript file the page
 *    loads on a first visit (until the network is idle), chunk by chunk; then starts to use the page (the mouse
 *    moves) and weighs what it has loaded once used, without what loads later as the visitor scrolls (the
 *    template page's carousel, the parts of storefront/common/deferred-section.tsx). A first visit's
 *    prerendered page fetches the app only at its first use (src/web/boot.ts): the first figure is what a
 *    visitor who only reads pays, the second what one who uses the page does.
 * 4. Publishes a sample wedding site in that database (rows inserted directly) and weighs its live page
 *    /invite/{slug}: its own JavaScript after a guest has used every form (RSVP, wish, photo), and everything
 *    but photos (HTML, CSS, JS, fonts, drawn ornaments) as transferred.
 * 5. Checks that the HTML of /tempdetails/wed001, fetched without running script, holds the template's name
 *    and its three packs' prices (the storefront's pages are prerendered, see scripts/prerender.ts).
 * 6. Runs Lighthouse (mobile preset: emulated phone, simulated slow 4G and 4x CPU slowdown) on /, /temp,
 *    /tempdetails/wed001 and the live page, three times each (BENCH_LIGHTHOUSE_RUNS), and reports each page's
 *    median run as Lighthouse's own tooling picks it: one run's blocking time swings with whatever else the
 *    machine is doing. A run whose trace
 *    failed (Lighthouse's runtime error, e.g. NO_NAVSTART) is run again rather than scored as 0. Each page's row
 *    also gives the time its main thread spent on style recalculation and layout, from each run's trace and scaled
 *    by the preset's 4x CPU slowdown as Lighthouse scales it (the median of the runs is judged, as each run's own
 *    figure swings by half), and its DOM's element count.
 *
 * Targets (issue 23): first-load JavaScript for / at most 90 kB gzip, every other public route at most 110 kB, and
 * every one of them (/ included) at most 110 kB once used; /login, /signup and /usercart, whose forms load TanStack
 * Query (issue 35), at most 120 kB; on /, /temp and /tempdetails/wed001 Lighthouse performance 100 (issue 39; it
 * was 98 under issue 23), accessibility 100, LCP at most 1.5 s, CLS at most 0.05. The live page (the Hindi luxury
 * page, the heaviest, and the same page in Tamil and Bengali): at most 15 kB gzip JavaScript after every form was
 * used, 220 kB in all without photos; the Hindi one Lighthouse
 * performance 100, LCP at most 1.5 s, CLS at most 0.05. Issue 39: style and layout at most 300 ms on every
 * Lighthouse page, and at most 900 elements in the live page's DOM.
 * Prints every figure against its target in one table and exits with status 1 when a target is missed.
 * BENCH_SKIP_LIGHTHOUSE=1 leaves step 6 out, BENCH_LIGHTHOUSE_ONLY=<text> runs it on the routes whose path holds
 * the text (/invite for the live page): quick while iterating.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { domElements, styleLayoutMs } from './bench/lighthouse-figures';
import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { build } from 'vite';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { seedLiveSite } from '../src/server/invitation/testing/seed';
import { findTemplate } from '../src/shared/catalogue';
import { discountedPrice, formatRupees, PACK_TYPES } from '../src/shared/pricing';

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
const LIGHTHOUSE_ROUTES = ['/', '/temp', '/tempdetails/wed001'];
/**
 * Issue 23: the landing page at most 90 kB of JavaScript, every other public page 110 (the form pages: FORM_PAGES);
 * issue 39: Lighthouse performance 100.
 */
const TARGETS = { landingJsKb: 90, otherJsKb: 110, performance: 100, accessibility: 100, lcpMs: 1500, cls: 0.05 };
const LIVE_TARGETS = { jsKb: 15, totalKb: 220, performance: 100, lcpMs: 1500, cls: 0.05, domElements: 900 };
/**
 * The pages whose forms call the server (sign-in, sign-up, the cart) load TanStack Query with their first load:
 * issue 35 has every server call of the web app go through it, and the library (10.7 kB gzip, one chunk) comes on
 * top of issue 23's 110 kB. The storefront's pages, which call nothing until a visitor acts, keep 110.
 */
const FORM_PAGES = new Set(['/login', '/signup', '/usercart']);
const FORM_PAGE_JS_KB = 120;
/** Issue 39: style recalculation and layout on each Lighthouse page, under the 4x CPU slowdown. */
const STYLE_LAYOUT_MS = 300;
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** One measured figure against its target, a row of the summary table. */
interface Budget {
  page: string;
  figure: string;
  measured: number;
  target: string;
  ok: boolean;
}

const budgets: Budget[] = [];

function check(page: string, figure: string, measured: number, limit: number, direction: 'at most' | 'at least') {
  const ok = direction === 'at most' ? measured <= limit : measured >= limit;
  budgets.push({ page, figure, measured, target: `${direction} ${limit}`, ok });
  return ok;
}

/** Every figure with its target in one table; any missed target fails the run. */
function printBudgets(): boolean {
  console.log('\nBudgets\n');
  console.table(
    budgets.map((b) => ({
      page: b.page,
      figure: b.figure,
      measured: b.measured,
      target: b.target,
      result: b.ok ? 'OK' : 'MISSED',
    })),
  );
  return budgets.every((b) => b.ok);
}

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
  /** Everything loaded once the visitor has started to use the page. */
  usedGzip: number;
}

/** The JavaScript a first visit downloads, sized as gzip of the built files. */
async function measureRoutes(baseUrl: string, dist: string, routes: string[]): Promise<RouteWeight[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const weights: RouteWeight[] = [];
  try {
    for (const route of routes) {
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
      // The live page's script may load more when its forms are used: count that too, as a guest would.
      if (route.startsWith('/invite/')) await useEveryForm(page);
      const weigh = (files: Iterable<string>) =>
        [...files]
          .map((file) => ({ file, gzip: gzipSync(readFileSync(join(dist, file))).length }))
          .sort((a, b) => b.gzip - a.gzip);
      const sum = (chunks: { gzip: number }[]) => chunks.reduce((total, c) => total + c.gzip, 0);
      const chunks = weigh(scripts);
      await page.mouse.move(10, 10);
      // A prerendered page says when the app has taken it over; what that brings in is then fetched.
      if ((await page.locator('script[data-app]').count()) > 0)
        await page.locator('html[data-enhanced]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      weights.push({ route, totalGzip: sum(chunks), chunks, usedGzip: sum(weigh(scripts)) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return weights;
}

/** The page's script has attached to its forms. */
async function enhanced(page: Page): Promise<void> {
  await page.locator('html[data-enhanced]').waitFor({ state: 'attached' });
}

/** Sends every form of the live page as a guest would (RSVP, wish, photo), each answered by the server. */
async function useEveryForm(page: Page): Promise<void> {
  await enhanced(page);
  const rsvp = page.locator('form[data-live-form="rsvp"]');
  const events = rsvp.locator('fieldset');
  for (let i = 0; i < (await events.count()); i++) {
    await events
      .nth(i)
      .locator(`input[value="${i === 0 ? 'yes' : 'no'}"]`)
      .check();
  }
  await rsvp.locator('input[name="name"]').fill('Kiran Rao');
  await rsvp.locator('input[name="phone"]').fill('98450 12345');
  await rsvp.locator('button[type="submit"]').click();
  await page.locator('#live-rsvp-form[data-saved]').waitFor({ state: 'attached' });

  const wish = page.locator('form[data-live-form="wish"]');
  await wish.locator('input[name="name"]').fill('Kiran Rao');
  await wish.locator('textarea[name="message"]').fill('A lifetime of laughter to you both');
  await wish.locator('button[type="submit"]').click();
  await page.locator('#live-wish-form [role="status"]').waitFor({ state: 'attached' });

  const photo = page.locator('form[data-live-form="photo"]');
  if (await photo.count()) {
    const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c8643c' } })
      .png()
      .toBuffer();
    await photo.locator('input[name="name"]').fill('Kiran Rao');
    await photo.locator('input[name="file"]').setInputFiles({ name: 'mandap.png', mimeType: 'image/png', buffer: png });
    await photo.locator('button[type="submit"]').click();
    await page.locator('#live-photo-form [role="status"]').waitFor({ state: 'attached' });
  }
}

/** Bytes a first visit of the live page transfers, photos (uploads) left out. */
async function measureLiveTransfer(
  url: string,
): Promise<{ total: number; byType: Record<string, number>; byFile: Record<string, number> }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const finished: Promise<void>[] = [];
    const byType: Record<string, number> = {};
    const byFile: Record<string, number> = {};
    page.on('requestfinished', (request) => {
      if (request.url().includes('/rest/api/public/download')) return;
      finished.push(
        request.sizes().then((sizes) => {
          const type = request.resourceType();
          const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
          byType[type] = (byType[type] ?? 0) + bytes;
          const { pathname } = new URL(request.url());
          byFile[pathname] = (byFile[pathname] ?? 0) + bytes;
        }),
      );
    });
    // Scrolled to the end, so lazily drawn parts and fonts further down are counted too.
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await enhanced(page);
    await Promise.all(finished);
    await context.close();
    return { total: Object.values(byType).reduce((a, b) => a + b, 0), byType, byFile };
  } finally {
    await browser.close();
  }
}

interface LighthouseScore {
  route: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  /** Accessibility audits that did not pass, so a score below 100 says what to fix. */
  accessibilityFailures: string[];
  metrics: Record<string, string>;
  opportunities: string[];
  /** Style recalculation and layout under the preset's 4x CPU slowdown, ms (issue 39): the median of the runs. */
  styleLayoutMs: number;
  /** Each run's style and layout, ms. */
  styleLayoutRuns: number[];
  domElements: number;
}

interface PageRuns {
  /** The median run, as Lighthouse's own tooling picks it (by its paint and interactive times). */
  median: LighthouseResult;
  /** Each run's style and layout, ms, in the order run. */
  styleLayoutMs: number[];
}

/** LIGHTHOUSE_RUNS complete runs of one page, and their median; a run whose trace failed is tried again. */
async function lighthouseRuns(url: string, port: number): Promise<PageRuns> {
  const runs: LighthouseResult[] = [];
  for (let attempt = 0; runs.length < LIGHTHOUSE_RUNS && attempt < LIGHTHOUSE_RUNS * 2; attempt++) {
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) console.log(`    run failed (${result.lhr.runtimeError.code}), running again`);
    else runs.push(...filterToValidRuns([result.lhr]));
  }
  if (!runs.length) throw new Error(`Lighthouse completed no run of ${url}`);
  return { median: computeMedianRun(runs), styleLayoutMs: runs.map(styleLayoutMs) };
}

/** The middle value (the lower of the two middle ones for an even count). */
function middle(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

async function runLighthouse(baseUrl: string, routes: string[]): Promise<LighthouseScore[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const scores: LighthouseScore[] = [];
  try {
    for (const route of routes) {
      console.log(`  ${route}: ${LIGHTHOUSE_RUNS} run(s)`);
      const { median: lhr, styleLayoutMs: styleLayoutRuns } = await lighthouseRuns(baseUrl + route, chrome.port);
      const audit = (id: string) => lhr.audits[id]?.displayValue ?? '-';
      scores.push({
        route,
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        accessibilityFailures: lhr.categories.accessibility.auditRefs
          .map((ref) => lhr.audits[ref.id])
          .filter((a) => a && a.score !== null && a.score < 1)
          .map((a) => a!.title),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Infinity,
        // The median of the runs' own figures: the median run is picked by its paint and interactive times, and
        // its style and layout alone swung from 149 to 339 ms between runs of /temp on a quiet machine.
        styleLayoutMs: middle(styleLayoutRuns),
        styleLayoutRuns,
        domElements: domElements(lhr),
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
  const site = await seedLiveSite(app.ctx.db, {
    slug: 'ananya-weds-rohan',
    // The heaviest guest page: a luxury look with music and a font pair, read in Hindi (its script's face loads).
    pack: 'luxury',
    // Its switch offers Hindi, Tamil and Bengali: the Tamil and Bengali pages load their own script's face.
    look: { music: { source: 'bundled', track: 'shehnai-dawn' }, fonts: 'modern', languages: ['hi', 'ta', 'bn'] },
    wishes: [
      { name: 'Meera Aunty', message: 'So happy for you both! Blessings from all of us.', visflag: true },
      { name: 'Karthik', message: 'Counting the days to dance at the celebration.', visflag: true },
    ],
  });
  const liveRoute = `/invite/${site.slug}?lang=hi`;
  // The same page in Tamil and Bengali (issue 40): each within the live page's budgets too.
  const liveRoutes = [liveRoute, `/invite/${site.slug}?lang=ta`, `/invite/${site.slug}?lang=bn`];
  const routes = [...ROUTES, ...liveRoutes];
  let failed = false;
  try {
    console.log(`\nFirst-visit JavaScript per public route (gzip, ${routes.length} routes)\n`);
    const weights = await measureRoutes(baseUrl, web.dir, routes);
    for (const w of weights) {
      console.log(
        `${w.route.padEnd(22)} ${String(kb(w.totalGzip)).padStart(6)} kB  ${w.chunks.map((c) => `${c.file.replace('/assets/', '')} ${kb(c.gzip)}`).join(', ')}`,
      );
    }
    for (const w of weights.filter((w) => !w.route.startsWith('/invite/'))) {
      const usedLimit = FORM_PAGES.has(w.route) ? FORM_PAGE_JS_KB : TARGETS.otherJsKb;
      const limit = w.route === '/' ? TARGETS.landingJsKb : usedLimit;
      const ok = check(w.route, 'JavaScript, kB gzip', kb(w.totalGzip), limit, 'at most');
      const usedOk = check(w.route, 'JavaScript once used, kB gzip', kb(w.usedGzip), usedLimit, 'at most');
      console.log(
        `${w.route} loads ${kb(w.totalGzip)} kB of JavaScript (target at most ${limit} kB): ${ok ? 'OK' : 'MISSED'}; ` +
          `${kb(w.usedGzip)} kB once used (at most ${usedLimit} kB): ${usedOk ? 'OK' : 'MISSED'}`,
      );
    }

    // The template page's HTML, as a crawler fetches it (no script): its name and its three packs' prices.
    const detailHtml = await (await fetch(`${baseUrl}/tempdetails/wed001`)).text();
    const wed001 = findTemplate('wed001')!;
    const inHtml = [wed001.name, ...PACK_TYPES.map((pack) => formatRupees(discountedPrice(wed001, pack)))].filter(
      (text) => detailHtml.includes(text),
    ).length;
    check('/tempdetails/wed001', 'name and 3 pack prices in the HTML', inHtml, 4, 'at least');

    for (const route of liveRoutes) {
      const liveJs = weights.find((w) => w.route === route)!;
      const transfer = await measureLiveTransfer(baseUrl + route);
      const liveJsOk = check(route, 'JavaScript, kB gzip', kb(liveJs.totalGzip), LIVE_TARGETS.jsKb, 'at most');
      const liveTotalOk = check(
        route,
        'transferred without photos, kB',
        kb(transfer.total),
        LIVE_TARGETS.totalKb,
        'at most',
      );
      const liveWeightOk = liveJsOk && liveTotalOk;
      console.log(
        `${route} loads ${kb(liveJs.totalGzip)} kB of JavaScript (target at most ${LIVE_TARGETS.jsKb} kB) and ` +
          `transfers ${kb(transfer.total)} kB without photos (target at most ${LIVE_TARGETS.totalKb} kB: ` +
          `${Object.entries(transfer.byType)
            .map(([type, bytes]) => `${type} ${kb(bytes)}`)
            .join(', ')}): ${liveWeightOk ? 'OK' : 'MISSED'}`,
      );
      // What a budget overrun is made of, largest first.
      for (const [file, bytes] of Object.entries(transfer.byFile).sort(([, a], [, b]) => b - a)) {
        console.log(`         ${String(kb(bytes)).padStart(6)} kB  ${file.replace('/assets/', '')}`);
      }
    }

    const only = process.env.BENCH_LIGHTHOUSE_ONLY;
    const lighthouseRoutes = process.env.BENCH_SKIP_LIGHTHOUSE
      ? []
      : [...LIGHTHOUSE_ROUTES, liveRoute].filter((route) => !only || route.includes(only));
    console.log(lighthouseRoutes.length ? '\nLighthouse, mobile preset\n' : '\nLighthouse skipped');
    const scores = lighthouseRoutes.length ? await runLighthouse(baseUrl, lighthouseRoutes) : [];
    for (const score of scores) {
      const live = score.route === liveRoute;
      const checks = [
        check(
          score.route,
          'Lighthouse performance',
          score.performance,
          live ? LIVE_TARGETS.performance : TARGETS.performance,
          'at least',
        ),
        check(score.route, 'Lighthouse accessibility', score.accessibility, TARGETS.accessibility, 'at least'),
        check(score.route, 'LCP, ms', Math.round(score.lcpMs), live ? LIVE_TARGETS.lcpMs : TARGETS.lcpMs, 'at most'),
        check(
          score.route,
          'CLS',
          Math.round(score.cls * 1000) / 1000,
          live ? LIVE_TARGETS.cls : TARGETS.cls,
          'at most',
        ),
        check(score.route, 'style and layout (4x CPU), ms', score.styleLayoutMs, STYLE_LAYOUT_MS, 'at most'),
        ...(live ? [check(score.route, 'DOM elements', score.domElements, LIVE_TARGETS.domElements, 'at most')] : []),
      ];
      const ok = checks.every(Boolean);
      console.log(
        `${score.route.padEnd(28)} performance ${score.performance}, accessibility ${score.accessibility}  ${Object.entries(
          score.metrics,
        )
          .map(([k, v]) => `${k} ${v}`)
          .join(
            ', ',
          )}, style and layout ${score.styleLayoutMs} ms (runs ${score.styleLayoutRuns.join(', ')}), ${score.domElements} elements  ${ok ? 'OK' : 'MISSED'}`,
      );
      for (const o of score.opportunities) console.log(`         opportunity: ${o}`);
      for (const f of score.accessibilityFailures) console.log(`         accessibility: ${f}`);
    }
    failed = !printBudgets();
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

/**
 * Prerenders the storefront's public pages into HTML after the browser build (run by vite.config.ts's
 * post-build step, so `vite build`, `npm start`, the tests and the benchmarks all get them).
 *
 * Why at build time and not per request: every public page is drawn from the catalogue, the blog and the
 * policy module, which are compiled into the product (src/shared); the admin area reads the catalogue but
 * cannot edit names, prices or posts at runtime. Such a page changes only with a release, so its HTML is
 * made once per build and served from memory, with no rendering work (and no React) in the server.
 *
 * It builds src/web/storefront/prerender.tsx for Node into a scratch folder, renders every page of
 * publicPageKeys() and the not-found page with it in a child process, and writes `pages/*.html` and `pages/manifest.json` into the web
 * build: each page is the built index.html with the page's <head> tags, the CSS of the route chunks it
 * shows, and its HTML in #root (`data-page` names what it shows, for main.tsx).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest } from 'vite';
import { BUSINESS_CONTACT_META, BUSINESS_CONTACT_PLACEHOLDER } from '../src/shared/business-contact.ts';
import type { PrerenderedPage } from '../src/web/storefront/prerender';

/** Where the server finds the pages, relative to the web build. */
export const PAGES_DIR = 'pages';

/** Stands for the requested address in the not-found page; the server writes the real one there. */
export const NOT_FOUND_PATH_TOKEN = '/__not_found__';

/** Runs in the child process: renders every page with the built entry and writes them as JSON. */
const RENDER_ALL = `
import { writeFileSync } from 'node:fs';
const entry = await import(process.env.PRERENDER_BUNDLE);
const result = await entry.renderAll(process.env.PRERENDER_NOT_FOUND);
writeFileSync(process.env.PRERENDER_OUT, JSON.stringify(result));
`;

/**
 * Parts a page draws in its HTML though their code comes later (storefront/common/deferred-section.tsx): their
 * stylesheets go into the page with the page's own.
 */
const DEFERRED_PARTS: Record<string, string[]> = {
  LandingPage: ['src/web/storefront/landing/BelowTheFold.tsx'],
  TemplateDetailPage: [
    'src/web/storefront/detail/SimilarTemplates.tsx',
    'src/web/storefront/contact/ContactSection.tsx',
  ],
};

/** The modules (besides the app's entry) whose chunks draw the page at this key. */
function pageModules(key: string): string[] {
  const pathname = key.split('?')[0];
  const page =
    pathname === '/'
      ? 'LandingPage'
      : pathname === '/temp'
        ? 'CataloguePage'
        : pathname.startsWith('/tempdetails/')
          ? 'TemplateDetailPage'
          : pathname === '/blog'
            ? 'BlogListPage'
            : pathname.startsWith('/blog/')
              ? 'BlogPostPage'
              : pathname === '/terms'
                ? 'TermsPage'
                : pathname === '/privacy'
                  ? 'PrivacyPage'
                  : 'NotFoundPage';
  return [
    'src/web/storefront/PublicLayout.tsx',
    `src/web/storefront/pages/${page}.tsx`,
    ...(DEFERRED_PARTS[page] ?? []),
  ];
}

/** The stylesheets and scripts a module's chunk needs at once (its static imports, not its lazy parts). */
function chunkAssets(manifest: Manifest, entry: string): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const chunk = manifest[id];
    if (!chunk) throw new Error(`prerender: ${id} is not in the build's manifest`);
    if (id !== 'index.html') {
      js.add(`/${chunk.file}`);
      for (const file of chunk.css ?? []) css.add(`/${file}`);
    }
    for (const child of chunk.imports ?? []) visit(child);
  };
  visit(entry);
  return { css: [...css], js: [...js] };
}

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export async function prerenderPages(root: string, outDir: string): Promise<number> {
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
  const scratch = mkdtempSync(join(root, 'node_modules/.cache/prerender-'));
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      mode: 'production',
      build: {
        ssr: 'src/web/storefront/prerender.tsx',
        outDir: scratch,
        emptyOutDir: true,
        target: 'node22',
        minify: false,
        copyPublicDir: false,
      },
    });
    // Rendered in a process of its own: this one (the benchmark, a test run) may hold React's development
    // build already, and one page must not mix React's two builds.
    const output = join(scratch, 'pages.json');
    execFileSync(process.execPath, ['--input-type=module', '-e', RENDER_ALL], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PRERENDER_BUNDLE: pathToFileURL(join(scratch, 'prerender.js')).href,
        PRERENDER_OUT: output,
        PRERENDER_NOT_FOUND: NOT_FOUND_PATH_TOKEN,
      },
    });
    const rendered = JSON.parse(readFileSync(output, 'utf8')) as {
      pages: PrerenderedPage[];
      appPaths: string[];
    };
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const template = readFileSync(join(outDir, 'index.html'), 'utf8')
      // The page's own title and description replace the shell's.
      .replace(/\s*<title>[\s\S]*?<\/title>/, '')
      // No module preloads: the browser fetches a preload at high priority, beside the page's stylesheets, so
      // on a slow phone connection the script would hold back the first paint of HTML that needs none of it.
      // The entry's own imports load as soon as it runs; the route's chunks are requested right after.
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      // The shell's stylesheet is written into each page with the route's (below).
      .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
      .replace(/\s*<meta\s+name="description"[\s\S]*?\/>/, '');
    if (!template.includes('<div id="root"></div>')) throw new Error('prerender: index.html has no empty #root');
    // The page's script is the small boot entry (src/web/boot.ts), which requests the app's entry after the
    // first paint: a module script in the page would be fetched while the paint still waits for its bytes.
    const appScript = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/.exec(template);
    const boot = manifest['src/web/boot.ts'];
    const visits = manifest['src/web/storefront/page-load/visits.ts'];
    if (!appScript || !boot || !visits) throw new Error('prerender: the build has no app, boot or visits entry');
    // The contact the page is drawn with, for the app to draw it the same (the server writes the real one in).
    const { whatsappNumber, phone, email } = BUSINESS_CONTACT_PLACEHOLDER;
    const contactMeta = `<meta name="${BUSINESS_CONTACT_META}" data-whatsapp="${whatsappNumber}" data-phone="${phone}" data-email="${email}" />`;
    const pageTemplate = template
      .replace(
        appScript[0],
        `<script type="module" crossorigin src="/${boot.file}" data-app="${appScript[1]}" data-visits="/${visits.file}"></script>`,
      )
      .replace('</head>', `  ${contactMeta}\n  </head>`);
    const shellCss = (manifest['index.html'].css ?? []).map((file) => `/${file}`);
    // The page's stylesheets are written into it: a few kB, where each file would be a request the first
    // paint waits for on a slow connection. (The app requests the files again with the route's code.)
    const inline = (href: string) =>
      `<style data-href="${href}">${readFileSync(join(outDir, href), 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`;

    const pagesDir = join(outDir, PAGES_DIR);
    mkdirSync(pagesDir, { recursive: true });
    const write = ({ key, url, head, body: rendered }: PrerenderedPage, file: string) => {
      const assets = pageModules(key).map((id) => chunkAssets(manifest, id));
      const css = [...new Set([...shellCss, ...assets.flatMap((a) => a.css)])];
      // React puts the preloads it found (the first images) first; they belong in <head>, outside what hydrates.
      const preloads = /^(?:<link [^>]*\/>)*/.exec(rendered)![0];
      const body = rendered.slice(preloads.length);
      const links = [...css.map(inline), ...(preloads.match(/<link [^>]*\/>/g) ?? [])];
      const html = pageTemplate
        .replace('</head>', `  ${head}\n    ${links.join('\n    ')}\n  </head>`)
        .replace('<div id="root"></div>', `<div id="root" data-page="${escapeAttr(url)}">${body}</div>`);
      writeFileSync(join(pagesDir, file), html);
      return file;
    };
    const pages: Record<string, string> = {};
    let notFound = '';
    rendered.pages.forEach((page, index) => {
      if (page.url === NOT_FOUND_PATH_TOKEN) notFound = write(page, 'not-found.html');
      else pages[page.key] = write(page, `page-${index}.html`);
    });
    writeFileSync(
      join(pagesDir, 'manifest.json'),
      JSON.stringify({ pages, notFound, notFoundPathToken: NOT_FOUND_PATH_TOKEN, appPaths: rendered.appPaths }),
    );
    return rendered.pages.length;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

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
 * publicPageKeys() and the not-found page, and writes `pages/*.html` and `pages/manifest.json` into the web
 * build: each page is the built index.html with the page's <head> tags, the CSS and module preloads of the
 * route chunks it shows, and its HTML in #root (`data-page` names what it shows, for main.tsx).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest } from 'vite';

/** Where the server finds the pages, relative to the web build. */
export const PAGES_DIR = 'pages';

/** Stands for the requested address in the not-found page; the server writes the real one there. */
export const NOT_FOUND_PATH_TOKEN = '/__not_found__';

interface PrerenderModule {
  renderPage(url: string): Promise<string>;
  pageHead(key: string, origin: string): import('../src/web/storefront/seo/head').PageHead | null;
  headTags(head: import('../src/web/storefront/seo/head').PageHead, origin: string): string;
  publicPageKeys(): string[];
  appPaths(): string[];
  NOT_FOUND_PAGE: string;
  ORIGIN_PLACEHOLDER: string;
}

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
  return ['src/web/storefront/PublicLayout.tsx', `src/web/storefront/pages/${page}.tsx`];
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
        target: 'node20',
        minify: false,
        copyPublicDir: false,
      },
    });
    const render = (await import(pathToFileURL(join(scratch, 'prerender.js')).href)) as PrerenderModule;
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const template = readFileSync(join(outDir, 'index.html'), 'utf8')
      // The page's own title and description replace the shell's.
      .replace(/\s*<title>[\s\S]*?<\/title>/, '')
      .replace(/\s*<meta\s+name="description"[\s\S]*?\/>/, '');
    if (!template.includes('<div id="root"></div>')) throw new Error('prerender: index.html has no empty #root');
    const origin = render.ORIGIN_PLACEHOLDER;
    const shellCss = new Set((manifest['index.html'].css ?? []).map((file) => `/${file}`));
    const shellJs = new Set(chunkAssets(manifest, 'index.html').js);

    const pagesDir = join(outDir, PAGES_DIR);
    mkdirSync(pagesDir, { recursive: true });
    const pages: Record<string, string> = {};
    const write = async (key: string, url: string, file: string) => {
      const head = render.pageHead(key, origin);
      if (!head) throw new Error(`prerender: no head for ${key}`);
      const assets = pageModules(key).map((id) => chunkAssets(manifest, id));
      const css = [...new Set(assets.flatMap((a) => a.css))].filter((href) => !shellCss.has(href));
      const js = [...new Set(assets.flatMap((a) => a.js))].filter((href) => !shellJs.has(href));
      const links = [
        ...css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
        ...js.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
      ];
      const rendered = await render.renderPage(url);
      // React puts the preloads it found (the first images) first; they belong in <head>, outside what hydrates.
      const preloads = /^(?:<link [^>]*\/>)*/.exec(rendered)![0];
      const body = rendered.slice(preloads.length);
      links.unshift(...(preloads.match(/<link [^>]*\/>/g) ?? []));
      const html = template
        .replace('</head>', `  ${render.headTags(head, origin)}\n    ${links.join('\n    ')}\n  </head>`)
        .replace('<div id="root"></div>', `<div id="root" data-page="${escapeAttr(url)}">${body}</div>`);
      writeFileSync(join(pagesDir, file), html);
      return file;
    };
    const keys = render.publicPageKeys();
    for (const [index, key] of keys.entries()) pages[key] = await write(key, key, `page-${index}.html`);
    const notFound = await write(render.NOT_FOUND_PAGE, NOT_FOUND_PATH_TOKEN, 'not-found.html');
    writeFileSync(
      join(pagesDir, 'manifest.json'),
      JSON.stringify({ pages, notFound, notFoundPathToken: NOT_FOUND_PATH_TOKEN, appPaths: render.appPaths() }),
    );
    return keys.length + 1;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

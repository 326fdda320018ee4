/**
 * Compiles the server (and the invitation renderer it draws pages with) once, so production runs plain
 * JavaScript under `node` instead of TypeScript through a loader: one ESM bundle, dist/server/main.js, with
 * every package but React and those named in BUNDLED_PACKAGES left to node_modules at run time. Beside it go the files the server reaches by a path relative to
 * its own module (`new URL('./x', import.meta.url)`): the worker and child-process scripts Node starts by path,
 * and the migrations. The build fails when such a path of the bundle points at nothing. Run by `npm run build`
 * after the web build; writes the build's stamp last (see scripts/ensure-build.mjs).
 *
 *   tsx scripts/build-server.ts [--out=<folder>]   (default dist/server)
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { build, type Plugin } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..');
const SERVER = join(ROOT, 'src', 'server');

/** Started by path, not imported: copied beside the bundle, where `new URL(..., import.meta.url)` looks. */
const BESIDE_THE_BUNDLE = ['live/photo-worker.mjs', 'db/create-pglite.mjs', 'db/migrations'];

/** The time `npm start` compares the sources against (scripts/ensure-build.mjs). */
export const STAMP_FILE = 'build-stamp.json';

/**
 * The renderer's font loaders (loaded on demand in the browser, never run by the server) import @fontsource
 * stylesheets. Left to Node, a package's .css would be an import at the top of the bundle that Node cannot load:
 * every .css (and a `.css?inline` stylesheet's text) becomes an empty module instead.
 */
const noStylesheets: Plugin = {
  name: 'no-stylesheets',
  setup(build) {
    build.onResolve({ filter: /\.css(\?inline)?$/ }, ({ path }) => ({ path, namespace: 'no-stylesheets' }));
    build.onLoad({ filter: /.*/, namespace: 'no-stylesheets' }, () => ({ contents: '', loader: 'empty' }));
  },
};

/**
 * React goes into the bundle as its production build. Left to node_modules, it would choose its build by
 * NODE_ENV when it loads, and the server runs without NODE_ENV=production unless its operator sets it (which
 * also makes the configuration strict, see config.ts): every guest page would be drawn by React's development
 * build, several times slower, with a crowd of guests waiting behind each drawing. Only the server's own
 * drawing uses React (no package in node_modules that the server loads imports it), so there is one copy.
 */
const reactInProduction: Plugin = {
  name: 'react-in-production',
  setup(build) {
    build.onResolve({ filter: /^(react|react-dom|scheduler)(\/.*)?$/ }, ({ path, resolveDir }) => ({
      path: createRequire(join(resolveDir || SERVER, 'x.js')).resolve(path),
    }));
  },
};

/**
 * Packages are left to node_modules, but for these: Node loads an external ES module package file by file, and
 * these are many small files each (drizzle-orm's query builder hundreds), which together took about 0.55 s of
 * CPU at every start (npm run bench:start; about 40 ms once bundled). They are plain JavaScript that no package
 * left outside imports (TypeBox keeps its kinds in global symbols besides), so the bundle holds the one copy.
 * The database drivers drizzle-orm calls stay external; ajv stays whole outside (ajv-formats reaches into it).
 */
const BUNDLED_PACKAGES = /^(drizzle-orm|typebox|jose|libphonenumber-js)(\/.*)?$/;

const externalPackages: Plugin = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      BUNDLED_PACKAGES.test(path) ? undefined : { path, external: true },
    );
  },
};

export async function buildServer(outDir: string): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  await build({
    entryPoints: [join(SERVER, 'main.ts')],
    outdir: outDir,
    bundle: true,
    // What the server imports on first use (the S3 SDK's store, the renderer, the keepsake printer) stays a chunk
    // of its own, loaded then: without splitting it would be inlined and its packages loaded at every start.
    splitting: true,
    // Chunks beside main.js: a `new URL('./x', import.meta.url)` resolves alike from any of them.
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node22',
    plugins: [noStylesheets, reactInProduction, externalPackages],
    // Read by React's own files, bundled above; the server's code reads its NODE_ENV from the configuration.
    define: { 'process.env.NODE_ENV': '"production"' },
    // React's CommonJS files require Node's modules (util, stream, crypto): an ES module has no `require` of
    // its own, so each file of the bundle makes one.
    banner: {
      js: "import { createRequire as createRequireForCommonJs } from 'node:module'; const require = createRequireForCommonJs(import.meta.url);",
    },
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
  });
  for (const path of BESIDE_THE_BUNDLE)
    cpSync(join(SERVER, path), join(outDir, path.split('/').pop()!), { recursive: true });
  for (const file of readdirSync(outDir).filter((name) => name.endsWith('.js'))) checkRelativePaths(join(outDir, file));
}

/**
 * Every `new URL('<relative>', import.meta.url)` of the bundle resolves from the bundle's folder now, not from the
 * source file's: each must name something that exists there (a file copied above, or the repository's schemas/
 * two folders up, which dist/server/ shares with scripts/lib/).
 */
function checkRelativePaths(file: string): void {
  const code = readFileSync(file, 'utf8');
  const missing = [...code.matchAll(/new URL\(\s*["'`](\.{1,2}\/[^"'`]*)["'`],\s*import\.meta\.url\s*\)/g)]
    .map((match) => match[1]!)
    .filter((relative) => !existsSync(fileURLToPath(new URL(relative, pathToFileURL(file)))));
  if (missing.length) {
    throw new Error(`the server bundle reaches files that are not beside it: ${missing.join(', ')} (${file})`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = process.argv.find((arg) => arg.startsWith('--out='))?.slice('--out='.length);
  const outDir = resolve(out ?? join(ROOT, 'dist', 'server'));
  const started = Date.now();
  await buildServer(outDir);
  writeFileSync(join(dirname(outDir), STAMP_FILE), `${JSON.stringify({ builtAt: new Date().toISOString() })}\n`);
  console.log(`server built into ${outDir} in ${Date.now() - started} ms`);
}

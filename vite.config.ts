import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { prerenderPages } from './scripts/prerender.ts';

// WEB_DIST lets several builds (for example parallel test runs) write to separate folders.
const outDir = resolve(process.env.WEB_DIST ?? 'dist/web');

/**
 * After the browser build: prerenders the public pages into HTML (scripts/prerender.ts), then writes .br and
 * .gz beside every text asset, so the server (@fastify/static preCompressed) sends them compressed at the best
 * ratio without spending CPU on each request. One hook, in this order: Rollup runs closeBundle hooks of
 * different plugins at the same time.
 */
function afterBuild(): Plugin {
  let root = process.cwd();
  let dir = outDir;
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) =>
      statSync(join(folder, name)).isDirectory() ? walk(join(folder, name)) : [join(folder, name)],
    );
  return {
    name: 'prerender-and-precompress',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      dir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await prerenderPages(root, dir);
      // Not the prerendered pages: the server writes the site's address into them and compresses them itself.
      const assets = walk(dir).filter(
        (f) => /\.(js|css|html|svg|json|txt)$/.test(f) && !f.includes(`${sep}pages${sep}`),
      );
      for (const file of assets) {
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        const br = brotliCompressSync(source, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length },
        });
        const gz = gzipSync(source, { level: 9 });
        if (br.length < source.length) writeFileSync(`${file}.br`, br);
        if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), afterBuild()],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // The server finds the live invitation page's client (a separate, small entry) and its CSS in the manifest.
    manifest: true,
    rollupOptions: {
      // An entry keeps its exports (Vite drops those no other chunk imports): the boot script calls the visit
      // counter's by name.
      preserveEntrySignatures: 'allow-extension',
      input: {
        index: resolve('index.html'),
        boot: resolve('src/web/boot.ts'),
        invite: resolve('src/renderer/live/entry.ts'),
        // A prerendered page's visit count, which the boot script imports by the address its tag names.
        visits: resolve('src/web/storefront/page-load/visits.ts'),
      },
      output: {
        codeSplitting: {
          groups: [
            // React and the storage keys in one chunk, instead of the several small shared chunks the automatic
            // split cuts (each compresses worse alone and costs a request). The live page loads neither.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/](web[\\/]app[\\/]storage|shared[\\/]storage-keys)\.ts$/,
            },
            // TanStack Query in one chunk: the account forms, the cart and the contact form load it with their
            // first use, and the automatic split cut it into five small chunks that each compress worse alone.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // What every public page shows (navigation, footer, icons and their drawings, the business's facts,
            // prices and policy) in one chunk beside the layout, instead of several small ones that each compress
            // worse alone and cost a request. Only these modules: what they import stays where it was (the guest
            // page shares none of them).
            {
              name: 'storefront-common',
              test: /src[\\/](web[\\/](storefront[\\/](layout|common|seo[\\/]use-page-head)|ui[\\/](use-page-title|icons)|app[\\/]hydration)|renderer[\\/]icons[\\/]|shared[\\/](policy|pricing|art[\\/]urls|business-contact)\.ts)/,
              includeDependenciesRecursively: false,
            },
            // What a prerendered page does on load with or without the app (idle work, its visit count): one small
            // chunk, the visit counter's entry, which the boot script and the app share.
            { name: 'visits', test: /src[\\/]web[\\/]storefront[\\/]page-load[\\/]/ },
            // The bundler's helpers apart from React: the live page's script uses them to load its fonts after
            // paint, and must not pull React with them (the live page never loads React).
            { name: 'runtime', test: /rolldown\/runtime|vite\/preload-helper/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/rest/api': { target: 'http://localhost:8080', ws: true } },
  },
});

import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// WEB_DIST lets several builds (for example parallel test runs) write to separate folders.
const outDir = resolve(process.env.WEB_DIST ?? 'dist/web');

export default defineConfig({
  plugins: [react()],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    proxy: { '/rest/api': { target: 'http://localhost:8080', ws: true } },
  },
});

// @ts-check
/**
 * Builds the product (`npm run build`: the web app, then the server) when its build is missing or older than
 * anything it is built from, and does nothing otherwise, so `npm start` costs a build only after a change. Plain
 * JavaScript: it runs before anything is compiled, under plain `node`.
 *
 *   node scripts/ensure-build.mjs      (also imported by scripts/start.mjs)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(import.meta.dirname, '..');

/** Written last by `npm run build` (scripts/build-server.ts): its time is the build's. */
const STAMP = join(ROOT, 'dist', 'build-stamp.json');

/** What the build reads: the sources (scripts/ holds the prerenderer and code the server bundles), and configs. */
const INPUTS = [
  'src',
  'schemas',
  'scripts',
  'public',
  'index.html',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
];

/** The newest modification time under a path (a file, or a folder walked whole); 0 when it does not exist. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), info.mtimeMs);
}

/** Why the build must run, or null when it is current. */
export function staleBecause() {
  if (!existsSync(STAMP) || !existsSync(join(ROOT, 'dist', 'server', 'main.js'))) return 'there is no build yet';
  const built = statSync(STAMP).mtimeMs;
  const changed = INPUTS.find((input) => newest(join(ROOT, input)) > built);
  return changed ? `${changed} changed since the last build` : null;
}

export function ensureBuild() {
  const reason = staleBecause();
  if (!reason) return;
  console.log(`Building (${reason}) ...`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; nothing was started.');
    process.exit(result.status ?? 1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) ensureBuild();

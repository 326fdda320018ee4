// @ts-check
/**
 * `npm start`: builds when the build is missing or stale (scripts/ensure-build.mjs), then runs the compiled
 * server in this same process, so signals and exit codes are the server's own.
 */
import { ensureBuild } from './ensure-build.mjs';

ensureBuild();
await import('../dist/server/main.js');

/** The job engine on PGlite (a data directory on disk) survives SIGKILL and stops cleanly on SIGTERM. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe } from 'vitest';
import { crashSuite } from './testing/crash-suite';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('jobs on PGlite, in processes that are killed', () => {
  crashSuite(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'invites-jobs-'));
    dirs.push(dir);
    return dir;
  });
});

/** What the tests that run the server as a process of their own (to kill it, or to run its build) share. */
import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** A loopback port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject()));
    });
  });
}

/**
 * A Chromium that holds at its start until released: the server's work (a book, a film) is caught in the middle,
 * where a test kills the server. `path` is given as CHROMIUM_PATH; `asked()` tells whether the server started it.
 */
export function heldChromium(dir: string): { path: string; asked: () => boolean; release: () => void } {
  const asked = join(dir, 'asked');
  const go = join(dir, 'go');
  const path = join(dir, 'chromium');
  writeFileSync(
    path,
    `#!/bin/sh\ntouch '${asked}'\nwhile [ ! -e '${go}' ]; do sleep 0.1; done\nexec /usr/bin/chromium "$@"\n`,
  );
  chmodSync(path, 0o755);
  return { path, asked: () => existsSync(asked), release: () => writeFileSync(go, '') };
}

/** What every attack of `npm run bench:abuse` is given and gives back. */
import type { ServerProcess } from '../server-process';
import type { Buyer } from '../site-setup';

export interface AttackContext {
  server: ServerProcess;
  /** A signed-in buyer who owns both sites. */
  buyer: Buyer;
  /** A published Premium site, open to everyone (guests' photos allowed). */
  openSite: { slug: string };
  /** A published site behind an access code; `marker` is a word only the opened page shows. */
  privateSite: { slug: string; code: string; marker: string };
  /** How long an attack keeps going, in ms. */
  durationMs: number;
}

export interface AttackOutcome {
  /** What the attack achieved, for the table ("300/300 in 3.1 s", "403×120 429×380"). */
  result: string;
  /** The attack's own target, when it has one (the guests' burst): why it was missed. */
  missed?: string;
}

export interface Attack {
  key: string;
  name: string;
  /**
   * Memory the server spends by design on what the attack measures besides itself (a sign-in check is scrypt
   * at 128 MB), added to the bound so that the row judges the attack.
   */
  designedRssMb?: number;
  /** Before the measuring starts: what the attack needs to find in place (fails the row when it is not). */
  setUp?(context: AttackContext): Promise<void>;
  run(context: AttackContext): Promise<AttackOutcome>;
}

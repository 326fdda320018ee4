import type { Db } from '../../../src/server/db/client';

/**
 * One kind of write the crash test interrupts. Seeded while no server runs (PGlite allows one process), then:
 * started on the running server, checked in the database the kill left behind, and checked again through the
 * restarted server.
 */
export interface Workload {
  name: string;
  /** Sends the writes. `inTheMiddle` resolves once some are answered and others are still on their way. */
  start(baseUrl: string): { inTheMiddle: Promise<void>; settled: Promise<unknown> };
  /** The database as the kill left it (server down). */
  checkAfterCrash(db: Db): Promise<void>;
  /** Through the restarted server. */
  checkAfterRestart(baseUrl: string): Promise<void>;
  /** The database once the restarted server is down again. */
  checkFinally?(db: Db): Promise<void>;
}

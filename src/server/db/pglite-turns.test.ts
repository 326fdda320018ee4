import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { takingTurns, Turns } from './pglite-turns';

describe('turns in front of PGlite', () => {
  it('runs work one at a time in the order it came, and a failure does not stop the line', async () => {
    const turns = new Turns();
    const log: string[] = [];
    let running = 0;
    const work = (name: string, fail = false) =>
      turns.take(async () => {
        running += 1;
        expect(running).toBe(1);
        log.push(`start ${name}`);
        await Promise.resolve();
        log.push(`end ${name}`);
        running -= 1;
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([work('a'), work('b', true), work('c')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(turns.queued).toBe(0);
  });

  it('lets the event loop take I/O and timers between turns once a run has lasted long enough', async () => {
    // A run may last 0 ms: every turn starts in a macrotask of its own.
    const turns = new Turns(0);
    const seen: string[] = [];
    await Promise.all([
      turns.take(async () => {
        setImmediate(() => seen.push('macrotask queued during the first turn'));
        seen.push('first turn');
      }),
      turns.take(async () => {
        seen.push('second turn');
      }),
    ]);
    expect(seen).toEqual(['first turn', 'macrotask queued during the first turn', 'second turn']);
  });

  it('keeps queries and transactions working on a real PGlite when many arrive at once', async () => {
    const client = await PGlite.create('memory://');
    try {
      const db = takingTurns(client);
      await db.exec('create table hits (n int)');
      await Promise.all([
        ...Array.from({ length: 20 }, (_, n) => db.query('insert into hits values ($1)', [n])),
        db.transaction(async (tx) => {
          await tx.query('insert into hits values (100)');
          await tx.query('insert into hits values (101)');
        }),
      ]);
      const { rows } = await db.query<{ count: number }>('select count(*)::int as count from hits');
      expect(rows[0]!.count).toBe(22);
      // Everything else is PGlite's own, on the instance itself.
      expect(db.closed).toBe(false);
    } finally {
      await client.close();
    }
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testEngines } from '../testing/postgres-server';
import { openTestDatabase } from '../testing/test-app';
import { orders, users } from './schema';

/** The same migrations and queries must work on embedded PGlite and on a real PostgreSQL server. */
const engines = testEngines();

describe.each(engines)('database on %s', (engine) => {
  it('migrates a fresh database and enforces its constraints', async () => {
    const database = await openTestDatabase(engine);
    try {
      const { db } = database;
      const [user] = await db
        .insert(users)
        .values({ email: 'meera@example.in', passwordHash: 'h', fullName: 'Meera' })
        .returning();
      expect(user.role).toBe('user');
      await expect(
        db.insert(users).values({ email: 'meera@example.in', passwordHash: 'h', fullName: 'Twin' }),
      ).rejects.toThrow();
      await db.insert(orders).values({
        id: 'ord_1',
        userId: user.id,
        tempId: 'wed001',
        packType: 'basic',
        amountRupees: 3539,
        provider: 'sandbox',
      });
      const [order] = await db.select().from(orders).where(eq(orders.userId, user.id));
      expect(order).toMatchObject({ status: 'created', amountRupees: 3539 });
    } finally {
      await database.close();
    }
  });
});

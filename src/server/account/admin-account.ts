import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { PASSWORD_MIN_LENGTH } from '../../shared/account';
import { hashPassword, verifyPassword } from './passwords';

/**
 * Makes the account named by ADMIN_EMAIL an admin at start; with ADMIN_PASSWORD it is created, or its
 * password set to that value (which ends its older sessions). The role lives in the database.
 */
export async function ensureAdminAccount(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  const { db, config } = ctx;
  const email = config.adminEmail;
  const password = config.adminPassword;
  const now = config.now();
  if (password && password.length < PASSWORD_MIN_LENGTH) {
    log.warn(`ADMIN_PASSWORD is shorter than ${PASSWORD_MIN_LENGTH} characters; choose a longer one`);
  }
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!existing) {
    if (!password) {
      log.info(`No admin account yet: set ADMIN_PASSWORD to create ${email}`);
      return;
    }
    await db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(password, config.passwordHashing),
        fullName: 'Admin',
        role: 'admin',
        passwordChangedAt: now,
        createdAt: now,
      })
      .onConflictDoNothing();
    log.info(`Admin account ${email} created`);
    return;
  }
  const changes: Partial<typeof users.$inferInsert> = {};
  if (existing.role !== 'admin') changes.role = 'admin';
  if (password && !(await verifyPassword(password, existing.passwordHash))) {
    changes.passwordHash = await hashPassword(password, config.passwordHashing);
    changes.passwordChangedAt = now;
  }
  if (Object.keys(changes).length) {
    await db.update(users).set(changes).where(eq(users.id, existing.id));
    log.info(`Admin account ${email} updated`);
  }
}

import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import type { UpdateUserRequest, UserDetails } from '../../shared/api/account';
import type { AuthUser } from './guard';

export function userDetails(user: Pick<AuthUser, 'fullName' | 'email' | 'phone'>): UserDetails {
  return { name: user.fullName, email: user.email, number: user.phone };
}

/**
 * Updates name and phone. The e-mail is the verified login identity, so a different one is refused
 * rather than silently changed.
 */
export async function updateProfile(
  ctx: AppContext,
  user: AuthUser,
  input: UpdateUserRequest,
): Promise<{ kind: 'updated'; details: UserDetails } | { kind: 'email_change' }> {
  if (input.email.trim().toLowerCase() !== user.email) return { kind: 'email_change' };
  const [row] = await ctx.db
    .update(users)
    .set({ fullName: input.firstName.trim(), phone: input.phoneNumber })
    .where(eq(users.id, user.id))
    .returning();
  return { kind: 'updated', details: userDetails(row) };
}

import type { AppContext } from '../../src/context';
import { openSession } from '../../src/modules/auth/sessions.service';
import { type NewUser, usersRepository } from '../../src/modules/users/users.repository';
import { buildBrand } from './brands';

let sequence = 0;

export const DEFAULT_PASSWORD = 'correct-horse-battery';

/** A learner with a complete profile and a known password, plus a live session token. */
export async function buildUser(
  ctx: AppContext,
  overrides: Partial<NewUser> & { password?: string } = {},
) {
  sequence += 1;
  const { password = DEFAULT_PASSWORD, ...values } = overrides;
  const brandId = values.brandId ?? (await buildBrand(ctx)).id;
  const user = await usersRepository(ctx.db).create({
    email: `learner${sequence}.${Date.now()}@example.com`,
    firstName: 'Anna',
    lastName: 'Ivanova',
    status: 40,
    passwordHash: await ctx.hasher.hash(password),
    ...values,
    brandId,
  });
  const token = await openSession(ctx.db, ctx.clock, user.id);
  return { user, token, password, auth: { authorization: `Bearer ${token}` } };
}

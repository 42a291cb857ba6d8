import type { AppContext } from '../../context';
import { fieldError } from '../../lib/errors';
import { usersRepository } from '../users/users.repository';
import { openSession } from './sessions.service';

export function authService(ctx: AppContext) {
  const users = usersRepository(ctx.db);

  return {
    /** E-mail and password sign-in. Failures are counted per account and per IP before the
     * password is even checked, so a locked-out attacker learns nothing more. */
    async login(email: string, password: string, ip: string) {
      await ctx.limits.check('loginPerIp', ip);
      await ctx.limits.check('loginPerAccount', email);
      const user = await users.findByEmail(email);
      const ok = await ctx.hasher.verify(user?.passwordHash, password);
      if (!user || !ok) {
        await ctx.limits.spend('loginPerIp', ip);
        await ctx.limits.spend('loginPerAccount', email);
        // The client shows the restore-password button when errors include `password`.
        throw fieldError('password', 'auth.wrongPassword');
      }
      await ctx.limits.reset('loginPerAccount', email);
      return { token: await openSession(ctx.db, ctx.clock, user.id), user };
    },
  };
}

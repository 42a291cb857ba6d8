import type { Executor } from '../../db/client';
import { users } from '../../db/schema/users';
import type { NewUser } from '../users/users.repository';
import type { UserRow } from './sessions.repository';

export function accountsRepository(db: Executor) {
  return {
    /** Creates an account unless a live one already holds its e-mail or its app id in the
     * brand; the unique indexes decide, so two simultaneous sign-ups cannot both win. */
    async createUnlessTaken(values: NewUser): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row;
    },
  };
}

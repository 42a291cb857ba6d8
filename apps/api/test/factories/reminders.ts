import type { AppContext } from '../../src/context';
import { userDayStatuses } from '../../src/db/schema/streams';

/** The learner finished a day of the stream at a moment (what counts as study for reminders and
 * the streak). */
export async function buildFinishedDay(ctx: AppContext, streamId: number, dayId: number, at: Date) {
  await ctx.db
    .insert(userDayStatuses)
    .values({ streamId, dayId, startedAt: at, finishedAt: at })
    .onConflictDoUpdate({
      target: [userDayStatuses.streamId, userDayStatuses.dayId],
      set: { finishedAt: at },
    });
}

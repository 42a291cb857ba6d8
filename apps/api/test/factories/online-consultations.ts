import type { AppContext } from '../../src/context';
import {
  type ExpertAvailabilityRow,
  onlineConsultationsRepository,
} from '../../src/modules/online-consultations/online-consultations.repository';
import { buildReviewer } from './homework';
import { buildLearner, type LearnerOptions } from './learning';

/** Every day 09:00–18:00 in Europe/Berlin. */
export const WORKING_WEEK: Omit<ExpertAvailabilityRow, 'expertUserId'> = {
  timeZone: 'Europe/Berlin',
  weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    startMinute: 9 * 60,
    endMinute: 18 * 60,
  })),
  daysOff: [],
};

/** An expert of the brand assigned to the courses, with a schedule. */
export async function buildScheduledExpert(
  ctx: AppContext,
  brandId: number,
  courseIds: number[],
  schedule: Omit<ExpertAvailabilityRow, 'expertUserId'> = WORKING_WEEK,
) {
  const expert = await buildReviewer(ctx, brandId, 'expert', courseIds);
  await onlineConsultationsRepository(ctx.db).setSchedule({
    expertUserId: expert.user.id,
    ...schedule,
  });
  return expert;
}

/** The course offers video consultations (so many per stream) and its experts keep the
 * working week. */
export async function scheduleConsultations(
  ctx: AppContext,
  courseId: number,
  expertUserIds: number[],
  perStream = 2,
) {
  const consultations = onlineConsultationsRepository(ctx.db);
  await consultations.offer(courseId, perStream);
  for (const expertUserId of expertUserIds)
    await consultations.setSchedule({ expertUserId, ...WORKING_WEEK });
}

/** A learner whose course offers video consultations (`perStream` per stream; 0: none), with an
 * expert of the course keeping the working week. */
export async function buildConsultationLearner(
  ctx: AppContext,
  options: LearnerOptions & { perStream?: number } = {},
) {
  const learner = await buildLearner(ctx, options);
  const perStream = options.perStream ?? 2;
  if (perStream > 0)
    await onlineConsultationsRepository(ctx.db).offer(learner.course.id, perStream);
  const expert = await buildScheduledExpert(ctx, learner.user.brandId, [learner.course.id]);
  return { ...learner, expert };
}

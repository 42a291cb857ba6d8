import type { courseServices } from '../db/schema/course-services';
import { discountsRepository } from '../modules/discounts/discounts.repository';
import { extensionsRepository } from '../modules/extensions/extensions.repository';
import { pointsRepository } from '../modules/points/points.repository';
import { streamsRepository } from '../modules/streams/streams.repository';
import { usersRepository } from '../modules/users/users.repository';
import { demoCourseIds } from './courses.seed';
import { daysFrom, type SeedStep } from './seed-step';

type NewService = Omit<typeof courseServices.$inferInsert, 'courseId'>;

const ACCESS: NewService = {
  type: 'course_subscription',
  title: 'Продление доступа на 30 дней',
  price: 299000,
  days: 30,
};
const QUESTIONS: NewService = {
  type: 'expert_additional_question',
  title: 'Вопросы эксперту ещё 14 дней',
  price: 99000,
  days: 14,
};

/** Each demo course can be extended; two of them also sell more expert questions. */
const SERVICES: Record<string, NewService[]> = {
  'yoga-basics': [ACCESS, QUESTIONS],
  'face-fitness': [ACCESS, QUESTIONS],
  'morning-meditation': [ACCESS],
  'healthy-back': [ACCESS],
  stretching: [ACCESS],
};

/** The first learner's points reach 200 (they can spend them), the second's do not. */
const POINTS: Record<string, { key: string; amount: number; subject: string; homework?: true }[]> =
  {
    'demo@example.com': [
      { key: 'seed:day:1', amount: 50, subject: 'Йога для начинающих' },
      { key: 'seed:day:2', amount: 50, subject: 'Йога для начинающих' },
      { key: 'seed:homework:1', amount: 100, subject: 'Поза горы', homework: true },
      { key: 'seed:day:3', amount: 50, subject: 'Здоровая спина' },
      { key: 'seed:homework:2', amount: 120, subject: 'Утренний комплекс', homework: true },
    ],
    'demo2@example.com': [
      { key: 'seed:day:1', amount: 40, subject: 'Растяжка' },
      { key: 'seed:homework:1', amount: 80, subject: 'Шпагат: первая неделя', homework: true },
    ],
  };

/**
 * Services to extend the demo courses with, the brand's demo promo codes (SPRING10: 10 %,
 * MINUS500: 500 roubles off, ONCE: one use in all, EXPIRED: ended yesterday), the learners'
 * points with a spend among them, and a stream of the first learner that ends in 2 days (within
 * the demo brand's daysShowWarning), so the extension flow shows from the course list.
 */
export const seedExtensions: SeedStep = async ({ db, now }) => {
  const courseIds = await demoCourseIds(db);
  const serviceIds: number[] = [];
  for (const [course, services] of Object.entries(SERVICES)) {
    const courseId = courseIds.get(course);
    if (courseId === undefined) continue;
    const added = await extensionsRepository(db).addServicesOnce(courseId, services);
    serviceIds.push(...added.map((service) => service.id));
  }
  const learner = await usersRepository(db).findByEmail('demo@example.com');
  if (!learner) return;
  const codes = discountsRepository(db);
  const brandId = learner.brandId;
  await codes.addCodeOnce({ brandId, code: 'SPRING10', kind: 'percent', value: 10 }, serviceIds);
  await codes.addCodeOnce({ brandId, code: 'MINUS500', kind: 'fixed', value: 50000 }, serviceIds);
  await codes.addCodeOnce(
    { brandId, code: 'ONCE', kind: 'percent', value: 20, usageLimit: 1 },
    serviceIds,
  );
  await codes.addCodeOnce(
    { brandId, code: 'EXPIRED', kind: 'percent', value: 30, expiresAt: daysFrom(now, -1) },
    serviceIds,
  );

  for (const [email, entries] of Object.entries(POINTS)) {
    const user = await usersRepository(db).findByEmail(email);
    if (!user) continue;
    const points = pointsRepository(db);
    for (const entry of entries) {
      await points.awardAmount(user.id, {
        reason: entry.homework ? 'homeworkApproved' : 'dayFinished',
        ...entry,
      });
    }
    if (email === 'demo@example.com') {
      await points.spend(user.id, 100, {
        reason: 'extensionPayment',
        subject: 'Продление доступа на 30 дней',
        key: 'seed:spend:1',
      });
    }
  }

  const faceFitness = courseIds.get('face-fitness');
  const streams = await streamsRepository(db).listOwned(learner.id, now);
  const ending = streams.some((stream) => stream.courseId === faceFitness && !stream.isDemo);
  if (faceFitness !== undefined && !ending) {
    await streamsRepository(db).create({
      userId: learner.id,
      courseId: faceFitness,
      startDate: daysFrom(now, -28),
      endDate: daysFrom(now, 2),
      courseFullAccess: true,
    });
  }
};

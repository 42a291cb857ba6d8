import { addSeconds } from '../lib/clock';
import { expertAssignmentsRepository } from '../modules/homework/expert-assignments.repository';
import { homeworkRepository } from '../modules/homework/homework.repository';
import { usersRepository } from '../modules/users/users.repository';
import { demoCourseIds } from './courses.seed';
import type { SeedStep } from './seed-step';

/** The demo expert, who reviews the homework of every demo course. */
const EXPERT = 'expert@example.com';

/** Assigns the demo expert to the demo courses, only while the expert reviews none (so that an
 * assignment removed since is not brought back by a restart). */
export const seedHomework: SeedStep = async ({ db }) => {
  const assignments = expertAssignmentsRepository(db);
  const expert = await assignments.findAccount(EXPERT);
  if (!expert || (await assignments.courseKeysOf(expert.id)).length > 0) return;
  await assignments.assign(expert.id, [...(await demoCourseIds(db)).values()]);
};

const LEARNER = 'demo@example.com';

interface Submission {
  /** The homework, by its title in the demo learner's streams (the latest stream's where two
   * streams have it: the running one, not the ended one). */
  title: string;
  hoursAgo: number;
  message: string;
  exercise?: string;
  /** The expert's verdict, some hours after the submission. */
  verdict?: { status: 'DONE' | 'FAIL'; hoursAgo: number; comment: string };
}

/** The demo learner's sent homework, so that the expert desk's review queue (and the
 * learner's list) show each state: two on checking, waiting a day and a few hours, one
 * approved and one not approved, each with the expert's comment. */
const SUBMISSIONS: readonly Submission[] = [
  {
    title: 'Ваши цели',
    hoursAgo: 26,
    message: 'Хочу укрепить спину и научиться расслабляться после работы.',
  },
  {
    title: 'Сколько секунд вы простояли?',
    hoursAgo: 3,
    message: 'На второй день получилось дольше, чем на первый.',
    exercise: '45 секунд',
  },
  {
    title: 'Сколько секунд в планке?',
    hoursAgo: 72,
    message: 'Стояла в планке с прямой спиной.',
    exercise: '60 секунд',
    verdict: { status: 'DONE', hoursAgo: 48, comment: 'Отличный результат, так держать!' },
  },
  {
    title: 'Насколько легче стало?',
    hoursAgo: 40,
    message: 'Легче.',
    verdict: {
      status: 'FAIL',
      hoursAgo: 20,
      comment:
        'Расскажите подробнее: какие упражнения даются легче, а какие пока трудно? Тогда я подскажу, что добавить.',
    },
  },
];

const hoursBefore = (now: Date, hours: number) => addSeconds(now, -hours * 60 * 60);

/** Sends the demo learner's homework of SUBMISSIONS and gives the verdicts, only while none of
 * the learner's homework has been sent (so a restart changes nothing). */
export const seedHomeworkSubmissions: SeedStep = async ({ db, now }) => {
  const users = usersRepository(db);
  const [learner, expert] = await Promise.all([
    users.findByEmail(LEARNER),
    users.findByEmail(EXPERT),
  ]);
  if (!learner || !expert) return;
  const homework = homeworkRepository(db);
  await homework.ensureStatusesOfUser(learner.id);
  const rows = await homework.listOfUser(learner.id);
  if (rows.some((row) => row.status.status !== 'NOT_UPLOADED')) return;
  const learnerScope = { learnerId: learner.id };
  const expertScope = { reviewerId: expert.id, brandId: expert.brandId };
  for (const submission of SUBMISSIONS) {
    const row = rows.findLast((each) => each.homework.title === submission.title);
    if (!row) continue;
    const statusId = row.status.id;
    const sentAt = hoursBefore(now, submission.hoursAgo);
    await homework.insertMessage(learnerScope, {
      statusId,
      authorId: learner.id,
      message: submission.message,
      exercise: submission.exercise ?? null,
      createdAt: sentAt,
      updatedAt: sentAt,
    });
    await homework.moveStatus(learnerScope, statusId, ['NOT_UPLOADED'], 'UPLOADED', sentAt);
    const { verdict } = submission;
    if (!verdict) continue;
    const reviewedAt = hoursBefore(now, verdict.hoursAgo);
    await homework.insertMessage(expertScope, {
      statusId,
      authorId: expert.id,
      isExpert: true,
      message: verdict.comment,
      createdAt: reviewedAt,
      updatedAt: reviewedAt,
    });
    await homework.moveStatus(expertScope, statusId, ['UPLOADED'], verdict.status, reviewedAt);
  }
};

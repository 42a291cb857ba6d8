import { expertAssignmentsRepository } from '../modules/homework/expert-assignments.repository';
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

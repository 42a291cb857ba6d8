import type { Database } from '../../db/client';
import { expertAssignmentsRepository } from './expert-assignments.repository';

/** Why an assignment was refused, in words for the operator. */
export class AssignmentError extends Error {}

/**
 * Assigns an expert (or admin), by e-mail, to review courses, by the keys of their course files:
 * all of them or none. Answers the keys of every course the expert reviews now.
 */
export function assignExpert(db: Database, email: string, courseKeys: readonly string[]) {
  return db.transaction(async (tx) => {
    const assignments = expertAssignmentsRepository(tx);
    const account = await assignments.findAccount(email);
    if (!account) throw new AssignmentError(`there is no account ${email}`);
    if (!account.reviews) throw new AssignmentError(`${email} is neither an expert nor an admin`);
    const found = await assignments.coursesByKeys(courseKeys);
    const missing = courseKeys.filter((key) => !found.some((course) => course.key === key));
    if (missing.length > 0) {
      throw new AssignmentError(`there is no course with the key ${missing.join(', ')}`);
    }
    await assignments.assign(
      account.id,
      found.map((course) => course.id),
    );
    return assignments.courseKeysOf(account.id);
  });
}

import { exitWith, withDatabase } from '../../db/command-line';
import { AssignmentError, assignExpert } from './expert-assignments.service';

/**
 * `npm run assign-expert -w apps/api -- <e-mail> <course key>...`: the expert (or admin) of that
 * e-mail reviews the homework of those courses (keys as in their course files) from now on, in
 * the database the server uses (DATABASE_URL, or the embedded one under DATA_DIR).
 */
async function main([email, ...keys]: string[]): Promise<number> {
  if (!email || keys.length === 0) {
    console.error('usage: npm run assign-expert -w apps/api -- <e-mail> <course key>...');
    return 2;
  }
  return withDatabase(AssignmentError, async ({ db }) => {
    const reviewed = await assignExpert(db, email, keys);
    console.log(`${email} reviews: ${reviewed.join(', ')}`);
  });
}

exitWith(main(process.argv.slice(2)));

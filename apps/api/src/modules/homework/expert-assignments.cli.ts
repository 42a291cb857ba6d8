import { join } from 'node:path';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
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
  const config = loadConfig();
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: join(config.DATA_DIR, 'db') });
  try {
    await database.migrate();
    const reviewed = await assignExpert(database.db, email, keys);
    console.log(`${email} reviews: ${reviewed.join(', ')}`);
    return 0;
  } catch (error) {
    if (!(error instanceof AssignmentError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);

import { eq, sql } from 'drizzle-orm';
import { brands } from '../../src/db/schema/brands';
import { courses } from '../../src/db/schema/courses';
import { users } from '../../src/db/schema/users';
import { buildCourse, buildStream } from '../factories/learning';
import { withSeededContext } from './seeded-context';

/** The demo learner's 21-day course, measured beside the large one. */
const DEMO_COURSE_KEY = 'yoga-basics';

/** The benchmark's learning data: a large course of 120 days of 5 lessons with one stream of the
 * demo learner in it, and the demo learner's brand without a messageDelay, so that each of the
 * learner's sends of the chat figure passes the delay's gate (still checked) and is stored.
 * Prints `stream <id> course <id> demo-course <id>` for scripts/bench.mjs.
 * Usage: tsx apps/api/test/arrange/bench-course.ts */
await withSeededContext(async (ctx) => {
  const [learner] = await ctx.db.select().from(users).where(eq(users.email, 'demo@example.com'));
  if (!learner) throw new Error('the demo learner is not seeded');
  const [demoCourse] = await ctx.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.importKey, DEMO_COURSE_KEY));
  if (!demoCourse) throw new Error(`the demo course ${DEMO_COURSE_KEY} is not seeded`);
  const { course } = await buildCourse(ctx, {
    stages: 4,
    daysPerStage: 30,
    lessonSetsPerDay: 1,
    lessonsPerSet: 5,
  });
  const stream = await buildStream(ctx, learner.id, course.id);
  await ctx.db
    .update(brands)
    .set({ config: sql`${brands.config} || '{"messageDelay": 0}'::jsonb` })
    .where(eq(brands.id, learner.brandId));
  console.log(`stream ${stream.id} course ${course.id} demo-course ${demoCourse.id}`);
});

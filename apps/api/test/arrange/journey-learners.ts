import { eq } from 'drizzle-orm';
import { brands } from '../../src/db/schema/brands';
import { courses } from '../../src/db/schema/courses';
import { buildChat } from '../factories/chats';
import { buildStream } from '../factories/learning';
import { buildUser } from '../factories/users';
import { withSeededContext } from './seeded-context';

/** The learners of the browser journeys, one per journey, so that what one journey submits
 * never shows up in another: a running stream of yoga-basics (day 4 today) with its chat with
 * the demo expert, and a demo stream of face-fitness. Usage: tsx apps/api/test/arrange/journey-learners.ts <password> <email>... */
const [password, ...emails] = process.argv.slice(2);
if (!password) throw new Error('usage: journey-learners.ts <password> <email>...');

const DAY_MS = 24 * 60 * 60 * 1000;

await withSeededContext(async (ctx) => {
  const [web] = await ctx.db.select().from(brands).where(eq(brands.appId, 'web'));
  const rows = await ctx.db.select().from(courses);
  const courseId = (key: string) => {
    const course = rows.find((row) => row.importKey === key);
    if (!course) throw new Error(`demo course ${key} is not seeded`);
    return course.id;
  };
  if (!web) throw new Error('the web brand is not seeded');
  const now = ctx.clock.now().getTime();
  for (const email of emails) {
    const { user } = await buildUser(ctx, { email, password, brandId: web.id });
    // The extension journey's yoga ends in 2 days: the course list offers to extend it.
    const endsInDays = email.startsWith('journey-extension-') ? 2 : 60;
    const yoga = await buildStream(ctx, user.id, courseId('yoga-basics'), {
      startDate: new Date(now - 3 * DAY_MS),
      endDate: new Date(now + endsInDays * DAY_MS),
    });
    await buildChat(ctx, yoga.id);
    await buildStream(ctx, user.id, courseId('face-fitness'), {
      startDate: new Date(now - DAY_MS),
      endDate: new Date(now + 7 * DAY_MS),
      isDemo: true,
      courseFullAccess: false,
    });
    // The purchase journey buys a stopped optional-purchase course; the subscription journey
    // opens it with a subscription.
    if (email.startsWith('journey-purchase-') || email.startsWith('journey-subscription-')) {
      await buildStream(ctx, user.id, courseId('stretching'), {
        startDate: new Date(now - 10 * DAY_MS),
        endDate: new Date(now + 20 * DAY_MS),
        isOptionalPurchase: true,
      });
    }
  }
});

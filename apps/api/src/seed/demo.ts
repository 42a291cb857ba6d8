import type { AppContext } from '../context';
import { seedBanners } from './banners.seed';
import { seedBrands, seedDemoCourseServices } from './brands.seed';
import { seedCatalog, seedCatalogPositions } from './catalog.seed';
import { seedChats } from './chats.seed';
import { seedCommunities } from './communities.seed';
import { seedConsultations } from './consultations.seed';
import { seedCourses } from './courses.seed';
import { seedExtensions } from './extensions.seed';
import { seedHomework, seedHomeworkSubmissions } from './homework.seed';
import { seedOnlineConsultations } from './online-consultations.seed';
import { seedOrders } from './orders.seed';
import { seedReminders } from './reminders.seed';
import type { SeedStep } from './seed-step';
import { seedStreams } from './streams.seed';
import { seedInstallments, seedSubscriptions } from './subscriptions.seed';
import { seedSupport, seedSupportQuestions } from './support.seed';
import { seedUsers } from './users.seed';

/** One step per area, each after the steps whose rows it refers to: a new area adds its
 * `<area>.seed.ts` and one line here. */
const DEMO_STEPS: readonly SeedStep[] = [
  seedBrands,
  seedSupport,
  seedUsers,
  seedOrders,
  seedCourses,
  seedDemoCourseServices,
  seedCatalog,
  seedHomework,
  seedStreams,
  seedHomeworkSubmissions,
  seedSubscriptions,
  seedInstallments,
  // Before the chats: these open streams, and every stream gets its chat.
  seedExtensions,
  seedCatalogPositions,
  seedChats,
  seedConsultations,
  seedOnlineConsultations,
  seedSupportQuestions,
  seedReminders,
  seedBanners,
  seedCommunities,
];

/** The demo data of every area, in one transaction: a step that fails (a broken course file)
 * leaves nothing half-seeded. */
export async function seedDemo(ctx: Pick<AppContext, 'db' | 'hasher' | 'clock'>): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (db) => {
    for (const step of DEMO_STEPS) await step({ db, hasher: ctx.hasher, now });
  });
}

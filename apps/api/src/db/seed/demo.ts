import {
  BrandConfig,
  type BrandConfigInput,
  DomainComponents,
  FrontendSettings,
  PushSettings,
} from '@platform/contracts/brand';
import { LANGUAGE_CODES, LANGUAGES, ONBOARDING_STATUS } from '@platform/domain/constants';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { brands, domains } from '../schema/brands';
import { orders } from '../schema/orders';
import { supportCategories } from '../schema/support';
import { users } from '../schema/users';
import { readDemoCourses, seedDemoLearning } from './demo-learning';

/** Printed by the server on start; the README lists the same accounts. */
export const DEMO_ACCOUNTS = [
  { email: 'demo@example.com', password: 'demo-password', role: 'learner, profile complete' },
  { email: 'demo2@example.com', password: 'demo-password', role: 'second learner' },
  { email: 'admin@example.com', password: 'admin-password', role: 'admin' },
  { email: 'expert@example.com', password: 'expert-password', role: 'expert' },
] as const;

/** Brands by application id: `web` lets anyone register and sign in anonymously, `dev` neither
 * (spec 000 section 6), and `dev` uses the other support-category variants of section 9. */
const BRANDS: { appId: string; name: string; config: BrandConfigInput }[] = [
  {
    appId: 'web',
    name: 'Web',
    config: {
      isRegistrationEnable: true,
      isUserAnonAuthEnable: true,
      // Demo streams (the face-fitness course of the demo learner) are listed on this brand.
      isDemoAccessible: true,
      saleEmail: 'sales@example.com',
      instructionUrl: {
        ru: '/v/docs/instruction-ru.html',
        en: '/v/docs/instruction-en.html',
        es: '/v/docs/instruction-es.html',
      },
    },
  },
  {
    appId: 'dev',
    name: 'Dev',
    config: {
      isRegistrationEnable: false,
      isUserAnonAuthEnable: false,
      daysShowWarning: 3,
      demoCourseServiceId: 0,
      passHomeworkSupportCategoryId: 3,
      renewCourseSupportCategoryId: 4,
      renewConsultationSupportCategoryId: 6,
    },
  },
];

const DEMO_HOSTS = ['localhost', '127.0.0.1'];

/** Ids as the brand configurations refer to them (homework 3, 5 or 10; renewals 4, 6 or 7);
 * 1 and 2 are general topics. */
const SUPPORT_CATEGORIES = [
  { id: 1, ru: 'Технические проблемы', en: 'Technical problems', es: 'Problemas técnicos' },
  { id: 2, ru: 'Оплата и подписка', en: 'Payment and subscription', es: 'Pago y suscripción' },
  { id: 10, ru: 'Сдать домашнее задание', en: 'Submit homework', es: 'Entregar la tarea' },
  { id: 3, ru: 'Вопрос по домашнему заданию', en: 'Homework question', es: 'Duda sobre la tarea' },
  { id: 5, ru: 'Проверка домашнего задания', en: 'Homework review', es: 'Revisión de la tarea' },
  { id: 7, ru: 'Продлить доступ', en: 'Renew access', es: 'Renovar el acceso' },
  { id: 4, ru: 'Продлить курс', en: 'Renew the course', es: 'Renovar el curso' },
  { id: 6, ru: 'Продлить консультации', en: 'Renew consultations', es: 'Renovar las consultas' },
];

const PROFILES: Record<
  (typeof DEMO_ACCOUNTS)[number]['email'],
  Partial<typeof users.$inferInsert>
> = {
  'demo@example.com': {
    firstName: 'Anna',
    lastName: 'Demo',
    birthday: '1990-05-17',
    city: 'Moscow',
    gender: 'F',
  },
  'demo2@example.com': { firstName: 'Boris', lastName: 'Second', birthday: '1987-11-02' },
  'admin@example.com': { firstName: 'Admin', lastName: 'Demo', isAdmin: true },
  'expert@example.com': { firstName: 'Elena', lastName: 'Expert', isExpert: true },
};

const LEARNER = {
  languageCode: LANGUAGE_CODES.ru,
  status: ONBOARDING_STATUS.avatarSet,
  timezone: 'Europe/Moscow',
};

/**
 * The demo brands, domains, support topics, accounts, a paid order, the demo courses and the
 * learners' streams. Idempotent: everything is inserted only where missing, so a restart (or a
 * second instance) changes nothing and keeps whatever was edited since.
 */
export async function seedDemo(ctx: Pick<AppContext, 'db' | 'hasher' | 'clock'>): Promise<void> {
  const courseFiles = await readDemoCourses();
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const existing = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, emails), isNull(users.deletedAt)));
  const known = new Set(existing.map((row) => row.email?.toLowerCase()));
  const missing = await Promise.all(
    DEMO_ACCOUNTS.filter((account) => !known.has(account.email)).map(async (account) => ({
      ...account,
      passwordHash: await ctx.hasher.hash(account.password),
    })),
  );

  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(brands)
      .values(BRANDS.map((brand) => ({ ...brand, config: BrandConfig.parse(brand.config) })))
      .onConflictDoNothing({ target: brands.appId });
    const rows = await tx
      .select({ id: brands.id, appId: brands.appId })
      .from(brands)
      .where(inArray(brands.appId, ['web', 'dev']));
    const web = rows.find((row) => row.appId === 'web');
    if (!web) throw new Error('the demo brand web is missing');

    await tx
      .insert(domains)
      .values(
        DEMO_HOSTS.map((host) => ({
          host,
          brandId: web.id,
          name: host,
          title: 'Learning platform',
          languages: LANGUAGES.map((code) => ({ code, detector_code: LANGUAGE_CODES[code] })),
          defaultLanguage: 'ru',
          supportEmail: 'support@example.com',
          frontendSettings: FrontendSettings.parse({}),
          pushSettings: PushSettings.parse({}),
          components: DomainComponents.parse({}),
          mobileAppVersion: '1.0.0',
          country: 'RU',
        })),
      )
      .onConflictDoNothing({ target: domains.host });

    await tx
      .insert(supportCategories)
      .values(SUPPORT_CATEGORIES.map(({ id, ...title }, index) => ({ id, sort: index + 1, title })))
      .onConflictDoNothing({ target: supportCategories.id });

    for (const account of missing) {
      const [created] = await tx
        .insert(users)
        .values({
          ...LEARNER,
          brandId: web.id,
          email: account.email,
          passwordHash: account.passwordHash,
          ...PROFILES[account.email],
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (created && account.email === 'demo@example.com') {
        await tx.insert(orders).values({
          userId: created.id,
          status: 'paid',
          amount: 2990,
          currency: 'RUB',
          items: [{ title: 'Monthly subscription', amount: 2990 }],
        });
      }
    }

    await seedDemoLearning(tx, courseFiles, ctx.clock.now());
  });
}

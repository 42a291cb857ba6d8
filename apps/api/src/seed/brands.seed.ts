import {
  BrandConfig,
  type BrandConfigInput,
  DomainComponents,
  FrontendSettings,
  PushSettings,
} from '@platform/contracts/brand';
import type { ThemeColours } from '@platform/domain/brand-theme';
import { LANGUAGE_CODES, LANGUAGES } from '@platform/domain/constants/languages';
import type { Executor } from '../db/client';
import type { courseServices } from '../db/schema/course-services';
import { BRAND_ASSETS_PREFIX } from '../modules/brands/brand-assets.routes';
import { brandsRepository } from '../modules/brands/brands.repository';
import { extensionsRepository } from '../modules/extensions/extensions.repository';
import { demoCourseIds } from './courses.seed';
import type { SeedStep } from './seed-step';

/** What a demo brand looks like on its domains: the title (its name), the logo and favicon of
 * content/media/brands/<appId>/, its colours (each pair WCAG AA, checked by the contract) and
 * its support contacts. */
interface Identity {
  title: string;
  supportEmail: string;
  whatsAppNumber: string | null;
  colours: ThemeColours;
}

interface DemoBrand {
  appId: string;
  name: string;
  config: BrandConfigInput;
  identity: Identity;
  /** Hosts served as this brand by default (`*.localhost` reaches this machine in browsers). */
  hosts: string[];
  /** The demo course (by key) whose demo service the brand's learners without streams get: the
   * brand's demoCourseServiceId (spec 001 section 4), with isDemoAccessible on. */
  demoCourse?: string;
}

/** Brands by application id: `web` lets anyone register and sign in anonymously, `dev` neither
 * (spec 000 section 6), and `dev` and `face` use other support-category variants of section 9.
 * `web` is a yoga and wellbeing school, `face` a face-fitness school, `dev` the developers'.
 * Only `face` gives a learner without streams a demo stream (of its own course, face-trial): the
 * journeys and screenshots of new learners of `web` keep their empty course list. */
export const DEMO_BRANDS: DemoBrand[] = [
  {
    appId: 'web',
    name: 'Web',
    config: {
      isRegistrationEnable: true,
      isUserAnonAuthEnable: true,
      // Demo streams (the face-fitness course of the demo learner) are listed on this brand.
      isDemoAccessible: true,
      saleEmail: 'sales@example.com',
      // The community site this API ships (modules/communities/community-site.routes.ts).
      communityUrl: '/community-api',
      communityUrlApi: '/community-api',
      instructionUrl: {
        ru: '/v/docs/instruction-ru.html',
        en: '/v/docs/instruction-en.html',
        es: '/v/docs/instruction-es.html',
      },
    },
    identity: {
      title: 'Potok',
      supportEmail: 'support@example.com',
      whatsAppNumber: '89001234567',
      colours: {
        primary: '#0f766e',
        primaryHover: '#115e59',
        onPrimary: '#ffffff',
        bg: '#ffffff',
        surface: '#eff7f5',
        text: '#10201e',
        textMuted: '#45605b',
        border: '#cfe3de',
        borderStrong: '#769893',
        focus: '#0f766e',
      },
    },
    hosts: ['localhost', '127.0.0.1'],
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
    identity: {
      title: 'Devlab',
      supportEmail: 'dev-support@example.com',
      whatsAppNumber: null,
      colours: {
        primary: '#6d28d9',
        primaryHover: '#5b21b6',
        onPrimary: '#ffffff',
        bg: '#ffffff',
        surface: '#f5f3ff',
        text: '#1b1530',
        textMuted: '#574f6e',
        border: '#ddd6f3',
        borderStrong: '#8c84a6',
        focus: '#6d28d9',
      },
    },
    hosts: ['dev.localhost'],
  },
  {
    appId: 'face',
    name: 'Face',
    config: {
      isRegistrationEnable: true,
      isUserAnonAuthEnable: false,
      isDemoAccessible: true,
      saleEmail: 'sales@faceform.example.com',
      passHomeworkSupportCategoryId: 5,
      renewCourseSupportCategoryId: 6,
      renewConsultationSupportCategoryId: 6,
    },
    identity: {
      title: 'FaceForm',
      supportEmail: 'hello@faceform.example.com',
      whatsAppNumber: '+34 600 123 456',
      colours: {
        primary: '#be185d',
        primaryHover: '#9d174d',
        onPrimary: '#ffffff',
        bg: '#fffbfc',
        surface: '#fdf0f5',
        text: '#2b1420',
        textMuted: '#6e4a5a',
        border: '#f1d3df',
        borderStrong: '#a47d8d',
        focus: '#be185d',
      },
    },
    hosts: ['face.localhost'],
    // A learner who signs up at face.localhost starts with a week's trial of this course.
    demoCourse: 'face-trial',
  },
];

const DEMO_BRAND = 'web';

/** A demo host's domain row: the brand's identity on the shell's settings blocks. */
function demoDomain(host: string, brandId: number, { appId, identity }: DemoBrand) {
  const assets = `${BRAND_ASSETS_PREFIX}${appId}`;
  return {
    host,
    brandId,
    name: host,
    title: identity.title,
    favicon: `${assets}/favicon.svg`,
    languages: LANGUAGES.map((code) => ({ code, detector_code: LANGUAGE_CODES[code] })),
    defaultLanguage: 'ru',
    supportEmail: identity.supportEmail,
    whatsAppNumber: identity.whatsAppNumber,
    frontendSettings: FrontendSettings.parse({
      spa_header_logo: `${assets}/logo.svg`,
      spa_theme_colors: identity.colours,
    }),
    pushSettings: PushSettings.parse({}),
    components: DomainComponents.parse({}),
    mobileAppVersion: '1.0.0',
    country: 'RU',
  };
}

/** The demo brands, and their hosts as their domains. Only the missing rows are built: checking
 * the configurations against their schemas is most of this step's time. A domain already there
 * keeps its settings (they may have been changed since). */
export const seedBrands: SeedStep = async ({ db }) => {
  const repository = brandsRepository(db);
  const presentBrands = await repository.presentAppIds(DEMO_BRANDS.map((brand) => brand.appId));
  await repository.insertBrands(
    DEMO_BRANDS.filter((brand) => !presentBrands.has(brand.appId)).map(
      ({ appId, name, config }) => ({ appId, name, config: BrandConfig.parse(config) }),
    ),
  );

  const presentHosts = await repository.presentHosts(DEMO_BRANDS.flatMap((brand) => brand.hosts));
  const missing = DEMO_BRANDS.filter((brand) =>
    brand.hosts.some((host) => !presentHosts.has(host)),
  );
  for (const brand of missing) {
    const row = await seededBrand(db, brand.appId);
    await repository.insertDomains(
      brand.hosts
        .filter((host) => !presentHosts.has(host))
        .map((host) => demoDomain(host, row.id, brand)),
    );
  }
};

/** The trial a brand's demo course gives: a week of its demo-accessible days, free. */
const DEMO_COURSE_SERVICE: Omit<typeof courseServices.$inferInsert, 'courseId'> = {
  type: 'course_demo',
  title: 'Пробная неделя',
  price: 0,
  days: 7,
};

/** After the courses: each brand's demo course gets its demo service, which the brand names as
 * its demoCourseServiceId. Once: a course that has services keeps them, and a brand that names
 * a service keeps it. */
export const seedDemoCourseServices: SeedStep = async ({ db }) => {
  const courseIds = await demoCourseIds(db);
  for (const { appId, demoCourse } of DEMO_BRANDS) {
    if (!demoCourse) continue;
    const courseId = courseIds.get(demoCourse);
    if (courseId === undefined) throw new Error(`the demo course ${demoCourse} is missing`);
    const [service] = await extensionsRepository(db).addServicesOnce(courseId, [
      DEMO_COURSE_SERVICE,
    ]);
    if (service) await brandsRepository(db).nameDemoCourseService(appId, service.id);
  }
};

async function seededBrand(db: Executor, appId: string) {
  const brand = await brandsRepository(db).findByAppId(appId);
  if (!brand) throw new Error(`the demo brand ${appId} is missing`);
  return brand;
}

/** The brand of the demo accounts; the step above makes sure it exists. */
export function demoBrand(db: Executor) {
  return seededBrand(db, DEMO_BRAND);
}

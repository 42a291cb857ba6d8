import {
  BrandConfig,
  type BrandConfigInput,
  DomainComponents,
  FrontendSettings,
  PushSettings,
} from '@platform/contracts/brand';
import { LANGUAGE_CODES, LANGUAGES } from '@platform/domain/constants/languages';
import type { Executor } from '../db/client';
import { brandsRepository } from '../modules/brands/brands.repository';
import type { SeedStep } from './seed-step';

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
      // The community site this API ships (modules/communities/community-site.routes.ts).
      communityUrl: '/community-api',
      communityUrlApi: '/community-api',
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

const DEMO_BRAND = 'web';

const DEMO_HOSTS = ['localhost', '127.0.0.1'];

/** The demo brands, and the local hosts as domains of brand web. Only the missing rows are built:
 * checking the configurations against their schemas is most of this step's time. */
export const seedBrands: SeedStep = async ({ db }) => {
  const repository = brandsRepository(db);
  const presentBrands = await repository.presentAppIds(BRANDS.map((brand) => brand.appId));
  await repository.insertBrands(
    BRANDS.filter((brand) => !presentBrands.has(brand.appId)).map((brand) => ({
      ...brand,
      config: BrandConfig.parse(brand.config),
    })),
  );

  const presentHosts = await repository.presentHosts(DEMO_HOSTS);
  const newHosts = DEMO_HOSTS.filter((host) => !presentHosts.has(host));
  if (newHosts.length === 0) return;
  const web = await demoBrand(db);
  await repository.insertDomains(
    newHosts.map((host) => ({
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
  );
};

/** The brand of the demo domains and accounts; the step above makes sure it exists. */
export async function demoBrand(db: Executor) {
  const web = await brandsRepository(db).findByAppId(DEMO_BRAND);
  if (!web) throw new Error(`the demo brand ${DEMO_BRAND} is missing`);
  return web;
}

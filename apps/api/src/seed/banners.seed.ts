import { fileURLToPath } from 'node:url';
import { bannersRepository } from '../modules/banners/banners.repository';
import { parseBannerFile } from '../modules/banners/import/banner-file.parser';
import { importBanners } from '../modules/banners/import/banner-import.service';
import type { SeedStep } from './seed-step';

/** The demo banners, a banner file like any other (docs/banner-import.md), one per kind of place
 * and audience rule: a new feature on the main page, one on top of home, the calendar and
 * settings on wide screens only, one after each day's video, one in the homework list on phones,
 * and one that the demo brand (`web`) never shows. */
const DEMO_BANNERS = fileURLToPath(new URL('../../content/banners/demo.json', import.meta.url));

/** Once, through the operators' import: banners edited or imported since are kept as they are
 * (a changed demo file goes in with `npm run import-banners`). */
export const seedBanners: SeedStep = async ({ db }) => {
  if (await bannersRepository(db).any()) return;
  await importBanners(db, await parseBannerFile(DEMO_BANNERS, 'demo.json'));
};

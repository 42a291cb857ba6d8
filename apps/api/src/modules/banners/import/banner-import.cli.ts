import { exitWith, withDatabase } from '../../../db/command-line';
import { parseFilesOrReport } from '../../../lib/data-file';
import { BannerFileError, bannerFileError, parseBannerFile } from './banner-file.parser';
import type { BannerFile } from './banner-file.schema';
import { importBanners } from './banner-import.service';

/** A code given in two files: the later file would overwrite the earlier one's banner. */
function codesInTwoFiles(files: { path: string; file: BannerFile }[]): BannerFileError[] {
  const seen = new Map<string, string>();
  return files.flatMap(({ path, file }) => {
    const problems = file.banners.flatMap((banner, index) => {
      const other = seen.get(banner.code);
      if (other === undefined) seen.set(banner.code, path);
      return other === undefined
        ? []
        : [
            {
              path: ['banners', index, 'code'],
              message: `code "${banner.code}" is in ${other} too`,
            },
          ];
    });
    return problems.length === 0 ? [] : [bannerFileError(file, problems, path)];
  });
}

/**
 * `npm run import-banners <file>...`: imports banner files into the database the server uses
 * (DATABASE_URL, or the embedded one under DATA_DIR). Every file is checked before anything is
 * written; all are then imported in one transaction, so a banner naming a course, club, brand or
 * day that does not exist leaves the database as it was.
 */
async function main(paths: string[]): Promise<number> {
  if (paths.length === 0) {
    console.error('usage: npm run import-banners <banners.json>...');
    return 2;
  }
  const files = await parseFilesOrReport(paths, parseBannerFile);
  if (!files) return 1;
  const twice = codesInTwoFiles(files);
  if (twice.length > 0) {
    for (const failure of twice) console.error(failure.message);
    return 1;
  }

  return withDatabase(BannerFileError, async ({ db }) => {
    // Banners are read on every call (the app keeps them ten minutes): nothing to drop.
    const lines = await db.transaction(async (tx) => {
      const reports: string[] = [];
      for (const { path, file } of files) {
        const imported = await importBanners(tx, file, path);
        const created = imported.filter((banner) => banner.created).length;
        reports.push(
          `${path}: imported ${imported.length} banner${imported.length === 1 ? '' : 's'} (${created} new, ${imported.length - created} updated): ${imported.map((banner) => banner.code).join(', ')}`,
        );
      }
      return reports;
    });
    for (const line of lines) console.log(line);
  });
}

exitWith(main(process.argv.slice(2)));

import type { Executor } from '../../../db/client';
import type { FileProblem } from '../../../lib/data-file';
import { bannerFileError, checkBannerFile } from './banner-file.parser';
import type { BannerEntry } from './banner-file.schema';
import { type BannerValues, bannerImportRepository } from './banner-import.repository';

export interface ImportedBanner {
  code: string;
  id: number;
  /** False when the code was stored already and the banner updated in place. */
  created: boolean;
}

const unique = <T>(values: T[]) => [...new Set(values)];

/** The keys a file names, each to look up once. */
function keysOf(entries: BannerEntry[]) {
  return {
    courses: unique(
      entries.flatMap((entry) => [
        ...entry.courses,
        ...entry.notDisplayCourses,
        ...entry.stageDays.map((day) => day.course),
      ]),
    ),
    communities: unique(
      entries.flatMap((entry) => [...entry.communities, ...entry.notDisplayCommunities]),
    ),
    applications: unique(
      entries.flatMap((entry) => [...entry.applications, ...entry.notDisplayApplications]),
    ),
  };
}

/**
 * Imports a banner file (from parseBannerFile, or built in code) in one transaction and answers
 * its banners with their ids. A banner whose `code` is stored is updated in place (its id stays);
 * the others are added; banners the file does not name are left as they are. Every key the file
 * names (courses, clubs, brands, stage days) must exist: the problems are thrown as one
 * BannerFileError with all of them, naming lines when the document came from a file, and then
 * nothing is written.
 */
export async function importBanners(
  db: Executor,
  document: unknown,
  source?: string,
): Promise<ImportedBanner[]> {
  const file = checkBannerFile(document, source);
  return db.transaction(async (tx) => {
    const repository = bannerImportRepository(tx);
    const keys = keysOf(file.banners);
    const [courseIds, communityIds, appIds, dayIds, stored] = await Promise.all([
      repository.courseIds(keys.courses),
      repository.communityIds(keys.communities),
      repository.appIds(keys.applications),
      repository.stageDayIds(keys.courses),
      repository.storedCodes(file.banners.map((entry) => entry.code)),
    ]);

    const problems: FileProblem[] = [];
    /** The ids of a list of keys; a key that names nothing is a problem at its place. */
    const idsOf = <K extends string, V>(
      index: number,
      field: string,
      values: K[],
      found: (value: K) => V | undefined,
      noun: (value: K) => string,
    ): V[] =>
      values.flatMap((value, at) => {
        const id = found(value);
        if (id !== undefined) return [id];
        problems.push({ path: ['banners', index, field, at], message: noun(value) });
        return [];
      });

    const rows = file.banners.map((entry, index): BannerValues => {
      const course = (field: string, list: string[]) =>
        idsOf(
          index,
          field,
          list,
          (key) => courseIds.get(key),
          (key) => `no course with key "${key}"`,
        );
      const club = (field: string, list: string[]) =>
        idsOf(
          index,
          field,
          list,
          (uniq) => communityIds.get(uniq),
          (uniq) => `no club with uniq "${uniq}"`,
        );
      const brand = (field: string, list: string[]) =>
        idsOf(
          index,
          field,
          list,
          (appId) => (appIds.has(appId) ? appId : undefined),
          (appId) => `no brand with app id "${appId}"`,
        );
      const stageDayIds = entry.stageDays.flatMap((day, at) => {
        const id = dayIds.get(`${day.course}:${day.day}`);
        if (id !== undefined) return [id];
        problems.push({
          path: ['banners', index, 'stageDays', at],
          message: courseIds.has(day.course)
            ? `course "${day.course}" has no day ${day.day}`
            : `no course with key "${day.course}"`,
        });
        return [];
      });
      return {
        code: entry.code,
        title: entry.title,
        file: entry.file,
        link: entry.link,
        platforms: entry.platforms,
        positions: entry.positions,
        placements: entry.placements,
        segments: entry.segments,
        courseIds: course('courses', entry.courses),
        notDisplayCourseIds: course('notDisplayCourses', entry.notDisplayCourses),
        communityIds: club('communities', entry.communities),
        notDisplayCommunityIds: club('notDisplayCommunities', entry.notDisplayCommunities),
        applicationIds: brand('applications', entry.applications),
        notDisplayApplicationIds: brand('notDisplayApplications', entry.notDisplayApplications),
        stageDayIds,
        isNewFeature: entry.isNewFeature,
        sort: entry.sort,
        startsAt: entry.startsAt,
        endsAt: entry.endsAt,
      };
    });
    if (problems.length > 0) throw bannerFileError(file, problems, source);

    const ids = await repository.upsert(rows);
    return rows.map(({ code }) => {
      const id = ids.get(code);
      if (id === undefined) throw new Error(`banner ${code} was not written`);
      return { code, id, created: !stored.has(code) };
    });
  });
}

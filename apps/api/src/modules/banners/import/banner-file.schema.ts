import {
  BANNER_PLACEMENTS,
  BANNER_PLATFORMS,
  BANNER_POSITIONS,
  type BannerPlacement,
  type BannerPosition,
  isBannerPlace,
} from '@platform/domain/banners';
import { z } from 'zod';
import { key, required, text, url, wholeNumber } from '../../../lib/data-file-fields';
import { LANGUAGES } from '../../../lib/i18n';

/**
 * The banner file (docs/banner-import.md): banners and their targeting. Everything another
 * installation names differently (courses, clubs, stage days) is named by its stable key, not by
 * a database id. Objects are strict, so a misspelt field is reported instead of silently dropped.
 */

/** A text of one language: not empty, at most 255 characters. */
const bannerText = text(255).min(1, 'must not be empty');

/** A list whose values are each given once. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.array(item).refine((values) => new Set(values).size === values.length, {
    error: 'a value is listed twice',
  });

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: required(`expected one of ${values.join(', ')}`) });

/** An instant with its offset: `2026-12-01T00:00:00+03:00` or `…Z`. */
const instant = z.iso
  .datetime({
    offset: true,
    error: 'expected a date and time with its offset, like 2026-12-01T09:00:00+03:00',
  })
  .transform((value) => new Date(value));

/** The words of the image per language; the learner's language is shown, else Russian, else
 * any there is. */
const title = z
  .strictObject(
    Object.fromEntries(LANGUAGES.map((lang) => [lang, bannerText.optional()])) as Record<
      (typeof LANGUAGES)[number],
      z.ZodOptional<typeof bannerText>
    >,
    {
      // Other issues (a language we do not have) keep their plain words: unknown field.
      error: (issue) =>
        issue.code === 'invalid_type'
          ? required(`expected an object of texts by language (${LANGUAGES.join(', ')})`)(issue)
          : undefined,
    },
  )
  .refine((texts) => Object.values(texts).some((value) => value !== undefined), {
    error: `expected a text in at least one language (${LANGUAGES.join(', ')})`,
  });

const segment = z.strictObject({ id: wholeNumber(1), name: bannerText });

/** A day of a course: the course's key and the day's number in it. */
const stageDay = z.strictObject({ course: key, day: wholeNumber(1) });

/** Where a banner is aimed: every position must have a place for one of its placements and
 * every placement a place on one of its positions, or part of it would never show. */
function placeProblems(
  positions: readonly BannerPosition[],
  placements: readonly BannerPlacement[],
) {
  const screens = positions.includes('all')
    ? BANNER_POSITIONS.filter((position) => position !== 'all')
    : positions.filter((position) => position !== 'all');
  const problems: { path: (string | number)[]; message: string }[] = [];
  positions.forEach((position, index) => {
    if (position === 'all') return;
    if (!placements.some((placement) => isBannerPlace(position, placement))) {
      problems.push({
        path: ['positions', index],
        message: `the ${position} screen has none of the placements ${placements.join(', ')}`,
      });
    }
  });
  placements.forEach((placement, index) => {
    if (!screens.some((screen) => isBannerPlace(screen, placement))) {
      problems.push({
        path: ['placements', index],
        message: `no screen of the positions ${positions.join(', ')} has a ${placement} placement`,
      });
    }
  });
  return problems;
}

export const BannerSchema = z
  .strictObject({
    /** Names the banner across imports: importing the same code again updates that banner. */
    code: key,
    title,
    /** The image (4:1; shown cropped to it): a course media path or an absolute URL. */
    file: url,
    /** Where a tap leads: an address of the app opens in the app, another site in a new tab. */
    link: url.nullable().default(null),
    platforms: listOf(oneOf(BANNER_PLATFORMS))
      .min(1, 'expected at least one platform')
      .default([...BANNER_PLATFORMS]),
    positions: listOf(oneOf(BANNER_POSITIONS)).min(1, 'expected at least one position'),
    placements: listOf(oneOf(BANNER_PLACEMENTS)).min(1, 'expected at least one placement'),
    segments: z.array(segment).default([]),
    /** Course keys: shown only to learners with a stream on one of them. */
    courses: listOf(key).default([]),
    notDisplayCourses: listOf(key).default([]),
    /** Club `uniq`s: shown only to members of one of them. */
    communities: listOf(key).default([]),
    notDisplayCommunities: listOf(key).default([]),
    /** Brand app ids (X-App-Id): shown only in those brands. */
    applications: listOf(key).default([]),
    notDisplayApplications: listOf(key).default([]),
    /** Shown only on these days' screens. */
    stageDays: z.array(stageDay).default([]),
    /** Announces a new feature (GET /banner/new-features). */
    isNewFeature: z.boolean().default(false),
    /** Display order, lowest first. */
    sort: z.int({ error: required('expected a whole number') }).default(0),
    startsAt: instant.nullable().default(null),
    endsAt: instant.nullable().default(null),
  })
  .superRefine((banner, context) => {
    for (const problem of placeProblems(banner.positions, banner.placements)) {
      context.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    }
    // The main page shows its announcements of new features (GET /banner/new-features) only.
    const mainPage = banner.placements.indexOf('mainPage');
    if (mainPage >= 0 && !banner.isNewFeature) {
      context.addIssue({
        code: 'custom',
        path: ['placements', mainPage],
        message: 'the main page shows new features only: set isNewFeature to true',
      });
    }
    if (banner.startsAt && banner.endsAt && banner.startsAt >= banner.endsAt) {
      context.addIssue({
        code: 'custom',
        path: ['endsAt'],
        message: 'expected a time after startsAt',
      });
    }
  });

export const BannerFileSchema = z.strictObject({
  banners: z.array(BannerSchema).min(1, 'expected at least one banner'),
});

/** A banner file as written (what tests and the demo seed build). */
export type BannerFileInput = z.input<typeof BannerFileSchema>;
/** A validated banner file with its defaults filled in. */
export type BannerFile = z.output<typeof BannerFileSchema>;
export type BannerEntry = BannerFile['banners'][number];

import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildLearner } from '../../../../test/factories/learning';
import { suiteApp } from '../../../../test/helpers/suite-app';
import { banners } from '../../../db/schema/banners';
import { communitiesRepository } from '../../communities/communities.repository';
import { bannersRepository } from '../banners.repository';
import { BannerFileError, parseBannerText } from './banner-file.parser';
import type { BannerFileInput } from './banner-file.schema';
import { importBanners } from './banner-import.service';

describe('banner import', () => {
  const t = suiteApp();

  const stored = () => t.ctx.db.select().from(banners).orderBy(banners.id);
  const countOf = async () => {
    const [row] = await t.ctx.db.select({ value: count() }).from(banners);
    return row?.value;
  };
  const byCode = async (code: string) => {
    const [row] = await t.ctx.db.select().from(banners).where(eq(banners.code, code));
    return row;
  };
  const banner = (code: string, values: Partial<BannerFileInput['banners'][number]> = {}) => ({
    code,
    title: { ru: `Баннер ${code}`, en: `Banner ${code}` },
    file: `/media/banners/${code}.svg`,
    positions: ['home' as const],
    placements: ['top' as const],
    ...values,
  });

  /** Two learners on courses of their own, in one brand, the first in a club. */
  async function audience() {
    const learner = await buildLearner(t.ctx);
    const other = await buildLearner(t.ctx, { brandId: learner.user.brandId });
    const brand = await t.ctx.db.query.brands.findFirst({
      where: (brands, { eq }) => eq(brands.id, learner.user.brandId),
    });
    const clubs = communitiesRepository(t.ctx.db);
    const club = await clubs.insertCommunity({
      brandId: learner.user.brandId,
      uniq: `club-${learner.user.id}`,
      slug: 'club',
      title: { ru: 'Клуб' },
    });
    const now = t.ctx.clock.now();
    await clubs.insertMembership({
      userId: learner.user.id,
      communityId: club.id,
      startDate: new Date(now.getTime() - 86_400_000),
      endDate: new Date(now.getTime() + 86_400_000),
    });
    return { learner, other, appId: brand?.appId ?? '', club };
  }

  it('stores each banner with its targeting, the keys turned into ids, and the calls show it to its audience', async () => {
    const { learner, other, appId, club } = await audience();
    const courseKey = learner.course.importKey;
    const dayTwo = learner.days[1];
    if (!dayTwo) throw new Error('the course has three days');

    const imported = await importBanners(t.ctx.db, {
      banners: [
        banner('their-course', { courses: [courseKey] }),
        banner('a-segment', { segments: [{ id: 3, name: 'trial' }] }),
        banner('not-their-course', { notDisplayCourses: [courseKey] }),
        banner('their-club', { communities: [club.uniq], notDisplayCommunities: [] }),
        banner('their-brand', { applications: [appId] }),
        banner('not-their-brand', { notDisplayApplications: [appId] }),
        banner('day-two', {
          platforms: ['desktop'],
          positions: ['day'],
          placements: ['afterVideo'],
          stageDays: [{ course: courseKey, day: 2 }],
          link: 'https://example.com/offer',
          isNewFeature: true,
          sort: 7,
          startsAt: '2020-01-01T00:00:00+03:00',
          endsAt: null,
        }),
      ],
    });

    expect(imported.map(({ code, created }) => [code, created])).toEqual([
      ['their-course', true],
      ['a-segment', true],
      ['not-their-course', true],
      ['their-club', true],
      ['their-brand', true],
      ['not-their-brand', true],
      ['day-two', true],
    ]);
    expect(await byCode('their-course')).toMatchObject({
      title: { ru: 'Баннер their-course', en: 'Banner their-course' },
      file: '/media/banners/their-course.svg',
      link: null,
      platforms: ['desktop', 'tablet', 'mobile', 'app'],
      positions: ['home'],
      placements: ['top'],
      segments: [],
      courseIds: [learner.course.id],
      isNewFeature: false,
      sort: 0,
      startsAt: null,
      endsAt: null,
    });
    expect(await byCode('a-segment')).toMatchObject({ segments: [{ id: 3, name: 'trial' }] });
    expect(await byCode('not-their-course')).toMatchObject({
      notDisplayCourseIds: [learner.course.id],
    });
    expect(await byCode('their-club')).toMatchObject({ communityIds: [club.id] });
    expect(await byCode('their-brand')).toMatchObject({ applicationIds: [appId] });
    expect(await byCode('day-two')).toMatchObject({
      stageDayIds: [dayTwo.id],
      link: 'https://example.com/offer',
      isNewFeature: true,
      sort: 7,
      startsAt: new Date('2019-12-31T21:00:00Z'),
    });

    const shown = async (auth: Record<string, string>) =>
      (await t.get('/banners', auth)).json().map((item: { title: string }) => item.title);
    expect(await shown(learner.auth)).toEqual([
      'Баннер their-course',
      'Баннер their-club',
      'Баннер their-brand',
      'Баннер day-two',
    ]);
    expect(await shown(other.auth)).toEqual([
      'Баннер not-their-course',
      'Баннер their-brand',
      'Баннер day-two',
    ]);
    const day = (await t.get('/banners', learner.auth))
      .json()
      .find((item: { title: string }) => item.title === 'Баннер day-two');
    expect(day.stage_day_ids).toEqual([dayTwo.id]);
  });

  it('imports the same file again into the same rows by code, and leaves the banners it does not name', async () => {
    const handMade = await byCode('their-course');
    const file = { banners: [banner('again-1'), banner('again-2', { sort: 2 })] };
    const first = await importBanners(t.ctx.db, file);
    const before = await stored();

    const again = await importBanners(t.ctx.db, file);
    expect(again).toEqual(first.map((item) => ({ ...item, created: false })));
    expect(await stored()).toEqual(before);

    // A changed file: its banners are updated in place, the one it dropped stays.
    const changed = await importBanners(t.ctx.db, {
      banners: [
        banner('again-1', { title: { es: 'Otra' }, platforms: ['mobile'], sort: 9 }),
        banner('again-3'),
      ],
    });
    expect(changed.map(({ code, created }) => [code, created])).toEqual([
      ['again-1', false],
      ['again-3', true],
    ]);
    expect(changed[0]?.id).toBe(first[0]?.id);
    expect(await byCode('again-1')).toMatchObject({
      title: { es: 'Otra' },
      platforms: ['mobile'],
      sort: 9,
    });
    expect(await byCode('again-2')).toMatchObject({ sort: 2 });
    expect(await byCode('their-course')).toEqual(handMade);
    expect(await countOf()).toBe(before.length + 1);
  });

  it('refuses keys that name nothing, every one with its line, and writes nothing', async () => {
    const { learner } = await audience();
    const courseKey = learner.course.importKey;
    const before = await stored();
    const text = `{
  "banners": [
    {
      "code": "again-1",
      "title": { "ru": "Изменён" },
      "file": "/media/banners/changed.svg",
      "positions": ["home"],
      "placements": ["top"]
    },
    {
      "code": "nowhere",
      "title": { "ru": "Никуда" },
      "file": "/media/banners/nowhere.svg",
      "positions": ["day"],
      "placements": ["sidebar"],
      "courses": ["${courseKey}", "no-such-course"],
      "communities": ["no-such-club"],
      "notDisplayApplications": ["no-such-brand"],
      "stageDays": [{ "course": "${courseKey}", "day": 99 }, { "course": "gone", "day": 1 }]
    }
  ]
}
`;
    const error = await importBanners(t.ctx.db, parseBannerText(text, 'banners.json')).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(BannerFileError);
    const lines = text.split('\n');
    /** `line:column` of `needle` on a line of the text, 1-based. */
    const at = (line: number, needle: string) =>
      `${line}:${(lines[line - 1]?.indexOf(needle) ?? -1) + 1}`;
    expect((error as Error).message.split('\n')).toEqual([
      `banners.json:${at(16, '"no-such-course"')} banners[1] (nowhere).courses[1]: no course with key "no-such-course"`,
      `banners.json:${at(17, '"no-such-club"')} banners[1] (nowhere).communities[0]: no club with uniq "no-such-club"`,
      `banners.json:${at(18, '"no-such-brand"')} banners[1] (nowhere).notDisplayApplications[0]: no brand with app id "no-such-brand"`,
      `banners.json:${at(19, `{ "course": "${courseKey}"`)} banners[1] (nowhere).stageDays[0]: course "${courseKey}" has no day 99`,
      `banners.json:${at(19, '{ "course": "gone"')} banners[1] (nowhere).stageDays[1]: no course with key "gone"`,
    ]);
    // The first banner, valid, was not updated either.
    expect(await stored()).toEqual(before);
  });

  it('checks a document built in code, naming the banner without a line', async () => {
    await expect(
      importBanners(t.ctx.db, { banners: [{ ...banner('coded'), placements: [] }] }, 'generated'),
    ).rejects.toThrow('generated banners[0] (coded).placements: expected at least one placement');
  });

  it('writes any number of banners in one statement', async () => {
    t.queries.length = 0;
    const many = Array.from({ length: 40 }, (_, index) => banner(`many-${index}`));
    await importBanners(t.ctx.db, { banners: many });
    expect(t.queries.filter((query) => query.startsWith('insert'))).toHaveLength(1);
  });

  it('updates the banners stored before codes by the code the migration gave them', async () => {
    const [id] = await bannersRepository(t.ctx.db).insert([
      {
        code: 'placeholder',
        title: { ru: 'Старый' },
        file: '/media/banners/old.svg',
        platforms: ['desktop'],
        positions: ['home'],
        placements: ['top'],
      },
    ]);
    await t.ctx.db
      .update(banners)
      .set({ code: `banner-${id}` })
      .where(eq(banners.id, id ?? 0));
    const [updated] = await importBanners(t.ctx.db, {
      banners: [banner(`banner-${id}`, { title: { ru: 'Новый' } })],
    });
    expect(updated).toEqual({ code: `banner-${id}`, id, created: false });
    expect((await byCode(`banner-${id}`))?.title).toEqual({ ru: 'Новый' });
  });
});

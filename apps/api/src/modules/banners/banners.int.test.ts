import { describe, expect, it } from 'vitest';
import { buildLearner } from '../../../test/factories/learning';
import { buildUser } from '../../../test/factories/users';
import { suiteApp } from '../../../test/helpers/suite-app';
import { addSeconds } from '../../lib/clock';
import { communitiesRepository } from '../communities/communities.repository';
import { bannersRepository, type NewBanner } from './banners.repository';

const DAY_S = 24 * 60 * 60;

describe('banners', () => {
  const t = suiteApp();
  const { get } = t;
  let sort = 0;

  /** A banner for everyone on desktop home top unless overridden; answers its id. */
  async function banner(values: Partial<NewBanner> = {}): Promise<number> {
    sort += 1;
    const title = { ru: `Баннер ${sort}`, en: `Banner ${sort}`, es: `Pancarta ${sort}` };
    const [id] = await bannersRepository(t.ctx.db).insert([
      {
        code: `banner-test-${sort}`,
        title,
        file: `/media/banners/b${sort}.svg`,
        platforms: ['desktop'],
        positions: ['home'],
        placements: ['top'],
        sort,
        ...values,
      },
    ]);
    if (id === undefined) throw new Error('banner not stored');
    return id;
  }

  const idsOf = (body: { id: number }[]) => body.map((item) => item.id);

  it('answers the banners meant for the learner in the spec shape, images signed', async () => {
    const learner = await buildLearner(t.ctx);
    const other = await buildLearner(t.ctx);
    const forAll = await banner({ link: '/chat', file: 'https://cdn.example.com/a.png' });
    const onTheirCourse = await banner({ courseIds: [learner.course.id] });
    const onAnotherCourse = await banner({ courseIds: [other.course.id] });
    const notOnTheirCourse = await banner({ notDisplayCourseIds: [learner.course.id] });
    const signed = await banner();

    const response = await get('/banners?lang=en', learner.auth);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(idsOf(body)).toEqual(expect.arrayContaining([forAll, onTheirCourse, signed]));
    expect(idsOf(body)).not.toContain(onAnotherCourse);
    expect(idsOf(body)).not.toContain(notOnTheirCourse);
    expect(response.headers['x-pagination-total-count']).toBe(String(body.length));
    const first = body.find((item: { id: number }) => item.id === forAll);
    expect(first).toEqual({
      id: forAll,
      platforms: ['desktop'],
      positions: ['home'],
      placements: ['top'],
      file: 'https://cdn.example.com/a.png',
      title: expect.stringMatching(/^Banner \d+$/),
      link: '/chat',
      segments: [],
      course_ids: [],
      community_ids: [],
      application_ids: [],
      stage_day_ids: [],
      not_display_course_ids: [],
      not_display_community_ids: [],
      not_display_application_ids: [],
    });
    const media = body.find((item: { id: number }) => item.id === signed);
    expect(media.file).toMatch(/^\/media\/[^/]+\/banners\/b\d+\.svg$/);

    const otherView = await get('/banners', other.auth);
    expect(idsOf(otherView.json())).toContain(onAnotherCourse);
    expect(idsOf(otherView.json())).not.toContain(onTheirCourse);
  });

  it('targets segments and brands (application ids), and keeps to the display window', async () => {
    const learner = await buildUser(t.ctx, { segments: [{ id: 4, name: 'trial' }] });
    const brand = await t.ctx.db.query.brands.findFirst({
      where: (brands, { eq }) => eq(brands.id, learner.user.brandId),
    });
    const appId = brand?.appId ?? '';
    const inSegment = await banner({ segments: [{ id: 4, name: 'trial' }] });
    const outOfSegment = await banner({ segments: [{ id: 5, name: 'paid' }] });
    const theirBrand = await banner({ applicationIds: [appId] });
    const notTheirBrand = await banner({ notDisplayApplicationIds: [appId] });
    const now = t.ctx.clock.now();
    const later = await banner({ startsAt: addSeconds(now, DAY_S) });
    const over = await banner({ endsAt: addSeconds(now, -DAY_S) });
    const open = await banner({
      startsAt: addSeconds(now, -DAY_S),
      endsAt: addSeconds(now, DAY_S),
    });

    const ids = idsOf((await get('/banners', learner.auth)).json());
    expect(ids).toEqual(expect.arrayContaining([inSegment, theirBrand, open]));
    for (const hidden of [outOfSegment, notTheirBrand, later, over])
      expect(ids).not.toContain(hidden);
  });

  it('targets the clubs the learner is a member of, not the ones ended or only recommended', async () => {
    const learner = await buildLearner(t.ctx);
    const clubs = communitiesRepository(t.ctx.db);
    const club = (uniq: string, courseIds: number[] = []) =>
      clubs.insertCommunity({
        brandId: learner.user.brandId,
        uniq: `banners-${uniq}-${learner.user.id}`,
        slug: uniq,
        title: { ru: uniq },
        courseIds,
      });
    const member = await club('member');
    const ended = await club('ended');
    const recommended = await club('recommended', [learner.course.id]);
    const now = t.ctx.clock.now();
    await clubs.insertMembership({
      userId: learner.user.id,
      communityId: member.id,
      startDate: addSeconds(now, -DAY_S),
      endDate: addSeconds(now, DAY_S),
    });
    await clubs.insertMembership({
      userId: learner.user.id,
      communityId: ended.id,
      startDate: addSeconds(now, -10 * DAY_S),
      endDate: addSeconds(now, -DAY_S),
    });
    const forMembers = await banner({ communityIds: [member.id] });
    const forEnded = await banner({ communityIds: [ended.id] });
    const forRecommended = await banner({ communityIds: [recommended.id] });
    const notForMembers = await banner({ notDisplayCommunityIds: [member.id] });
    const notForEnded = await banner({ notDisplayCommunityIds: [ended.id] });

    const ids = idsOf((await get('/banners', learner.auth)).json());
    expect(ids).toEqual(expect.arrayContaining([forMembers, notForEnded]));
    for (const hidden of [forEnded, forRecommended, notForMembers])
      expect(ids).not.toContain(hidden);
  });

  it('answers the new-feature banners of a slot code, and refuses an unknown code', async () => {
    const { auth } = await buildUser(t.ctx);
    const wideHomeTop = await banner({ isNewFeature: true });
    const mobileOnly = await banner({ isNewFeature: true, platforms: ['mobile'] });
    const notNew = await banner();

    const wide = await get('/banner/new-features?position=1', auth);
    expect(wide.statusCode).toBe(200);
    expect(idsOf(wide.json())).toContain(wideHomeTop);
    expect(idsOf(wide.json())).not.toContain(mobileOnly);
    expect(idsOf(wide.json())).not.toContain(notNew);
    // Code 18: the same place in the narrow layout.
    expect(idsOf((await get('/banner/new-features?position=18', auth)).json())).toEqual(
      expect.arrayContaining([mobileOnly]),
    );

    for (const position of ['35', 'home', '']) {
      const refused = await get(`/banner/new-features?position=${position}&lang=en`, auth);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.position).toEqual([expect.any(String)]);
    }
  });

  it('asks for sign-in', async () => {
    expect((await get('/banners', {})).statusCode).toBe(401);
    expect((await get('/banner/new-features?position=1', {})).statusCode).toBe(401);
  });
});

import { ArticlePreviewPage } from '@platform/contracts/communities';
import { describe, expect, it } from 'vitest';
import { buildBrand } from '../../../test/factories/brands';
import { buildLearner, buildSubscription } from '../../../test/factories/learning';
import { suiteApp } from '../../../test/helpers/suite-app';
import { addSeconds } from '../../lib/clock';
import { communitiesRepository } from './communities.repository';

const DAY_S = 24 * 60 * 60;

describe('clubs', () => {
  const t = suiteApp();
  const { get } = t;
  let sequence = 0;

  async function club(brandId: number, values: { courseIds?: number[]; slug?: string } = {}) {
    sequence += 1;
    return communitiesRepository(t.ctx.db).insertCommunity({
      brandId,
      uniq: `club-${sequence}`,
      slug: values.slug ?? `club${sequence}`,
      title: { ru: `Клуб ${sequence}`, en: `Club ${sequence}` },
      courseIds: values.courseIds ?? [],
    });
  }

  async function membership(
    userId: number,
    communityId: number,
    fromDays: number,
    toDays: number | null,
    isOptionalPurchase = false,
  ) {
    const now = t.ctx.clock.now();
    await communitiesRepository(t.ctx.db).insertMembership({
      userId,
      communityId,
      startDate: addSeconds(now, fromDays * DAY_S),
      endDate: toDays === null ? null : addSeconds(now, toDays * DAY_S),
      isOptionalPurchase,
    });
  }

  it("answers the brand's clubs with each one's type for the learner", async () => {
    const brand = await buildBrand(t.ctx);
    const learner = await buildLearner(t.ctx, { brandId: brand.id });
    const { id: userId } = learner.user;
    const owned = await club(brand.id);
    const ended = await club(brand.id);
    const notYet = await club(brand.id);
    const recommended = await club(brand.id, { courseIds: [learner.course.id] });
    const unrelated = await club(brand.id, { courseIds: [learner.course.id + 1000] });
    const boughtCovered = await club(brand.id, { courseIds: [learner.course.id] });
    const boughtLapsed = await club(brand.id, { courseIds: [learner.course.id + 2000] });
    await membership(userId, owned.id, -10, 10);
    await membership(userId, ended.id, -20, -1);
    await membership(userId, notYet.id, 2, null);
    await membership(userId, boughtCovered.id, -40, -30, true);
    await membership(userId, boughtLapsed.id, -5, 5, true);
    await buildSubscription(t.ctx, userId, [learner.course.id]);
    const elsewhere = await club((await buildBrand(t.ctx)).id);

    const response = await get('/community?lang=en', learner.auth);
    expect(response.statusCode).toBe(200);
    const types = Object.fromEntries(
      response.json().map((item: { id: number; type: string }) => [item.id, item.type]),
    );
    expect(types).toEqual({
      [owned.id]: 'owned',
      [ended.id]: 'expired',
      [notYet.id]: 'hidden',
      [recommended.id]: 'recommended',
      [unrelated.id]: 'hidden',
      [boughtCovered.id]: 'owned',
      [boughtLapsed.id]: 'expired',
    });
    expect(types[elsewhere.id]).toBeUndefined();
    const first = response.json()[0];
    expect(first).toMatchObject({
      id: owned.id,
      title: expect.stringMatching(/^Club \d+$/),
      chatOnly: false,
      slug: owned.slug,
      userCommunity: {
        communityId: owned.id,
        startDate: expect.any(Number),
        endDate: expect.any(Number),
        isOptionalPurchase: false,
      },
    });
    expect(first.endDate).toBeUndefined();
  });

  it("answers only the learner's own memberships", async () => {
    const brand = await buildBrand(t.ctx);
    const learner = await buildLearner(t.ctx, { brandId: brand.id });
    const other = await buildLearner(t.ctx, { brandId: brand.id });
    const shared = await club(brand.id);
    await membership(learner.user.id, shared.id, -1, 30);
    await membership(other.user.id, shared.id, -1, 60);
    const response = await get('/user-community', learner.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(1);
    const [mine] = response.json();
    expect(mine.communityId).toBe(shared.id);
    expect(mine.endDate - mine.startDate).toBe(31 * DAY_S);
  });

  it("serves the community site's article previews in hydra:member, to signed-in learners", async () => {
    const brand = await buildBrand(t.ctx);
    const learner = await buildLearner(t.ctx, { brandId: brand.id });
    const yoga = await club(brand.id, { slug: 'yoga' });
    const now = t.ctx.clock.now();
    await communitiesRepository(t.ctx.db).insertArticles([
      {
        communityId: yoga.id,
        title: 'Новая',
        previewImage: '/media/catalog/yoga.svg',
        views: 12,
        likes: 3,
        sort: 1,
        publishedAt: addSeconds(now, -DAY_S),
      },
      {
        communityId: yoga.id,
        title: 'Старая',
        previewImage: 'https://cdn.example.com/a.jpg',
        sort: 2,
        publishedAt: addSeconds(now, -30 * DAY_S),
      },
    ]);
    const url = `/community-api/api/v1/articles/preview?external_id[]=${yoga.uniq}&external_id[]=unknown&thumbnail_width=740&thumbnail_height=420`;
    const response = await t.app.inject({ method: 'GET', url, headers: learner.auth });
    expect(response.statusCode).toBe(200);
    const articles = response.json()['hydra:member'];
    expect(articles.map((article: { title: string }) => article.title)).toEqual([
      'Новая',
      'Старая',
    ]);
    // Every field the web client reads (ArticlePreview of the contracts), exactly.
    expect(ArticlePreviewPage.safeParse(response.json()).success).toBe(true);
    expect(articles[0]).toEqual({
      id: expect.any(Number),
      title: 'Новая',
      created_at: expect.any(Number),
      published_at: Math.floor(now.getTime() / 1000) - DAY_S,
      preview_image: { thumbnail: expect.stringMatching(/^\/media\/[^/]+\/catalog\/yoga\.svg$/) },
      views: 12,
      likes: 3,
      sort: 1,
      liked: false,
      isFavourite: false,
      labels: ['NEW'],
      url: expect.stringMatching(/^http:\/\/[^/]+\/community-api\/yoga\/articles\/\d+$/),
      main_category: { community: { slug: 'yoga' } },
    });
    expect(articles[1].labels).toEqual([]);
    expect(articles[1].preview_image.thumbnail).toBe('https://cdn.example.com/a.jpg');

    const page = await t.app.inject({ method: 'GET', url: new URL(articles[0].url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Новая</h1>');
    const clubPage = await t.app.inject({ method: 'GET', url: '/community-api/yoga' });
    expect(clubPage.body).toContain('Старая');
    expect(
      (await t.app.inject({ method: 'GET', url: '/community-api/yoga/articles/999999' }))
        .statusCode,
    ).toBe(404);

    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const noSize = await t.app.inject({
      method: 'GET',
      url: `/community-api/api/v1/articles/preview?external_id[]=${yoga.uniq}`,
      headers: learner.auth,
    });
    expect(noSize.statusCode).toBeGreaterThanOrEqual(400);
    expect(noSize.statusCode).toBeLessThan(500);
  });

  it('asks for sign-in', async () => {
    expect((await get('/community', {})).statusCode).toBe(401);
    expect((await get('/user-community', {})).statusCode).toBe(401);
  });
});

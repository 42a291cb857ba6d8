import type { CatalogPosition, CourseService } from '@platform/contracts/catalog';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildBrand } from '../../../test/factories/brands';
import { buildCatalogCourse, buildCatalogService, YOGA } from '../../../test/factories/catalog';
import { buildStream, buildSubscription } from '../../../test/factories/learning';
import { buildUser } from '../../../test/factories/users';
import { suiteApp } from '../../../test/helpers/suite-app';
import { userCourseStreams } from '../../db/schema/streams';
import { paymentSubscriptionCourses } from '../../db/schema/subscriptions';

type Auth = Record<string, string>;

describe('catalogue positions, offers and services', () => {
  const t = suiteApp();
  let brandId: number;
  let learner: Awaited<ReturnType<typeof buildUser>>;
  let stranger: Auth;
  const courseIds: number[] = [];
  let bundle: Awaited<ReturnType<typeof buildCatalogService>>;
  let child: Awaited<ReturnType<typeof buildCatalogService>>;

  beforeAll(async () => {
    brandId = (await buildBrand(t.ctx)).id;
    learner = await buildUser(t.ctx, { brandId });
    stranger = (await buildUser(t.ctx)).auth;
    for (let index = 0; index < 8; index += 1) {
      courseIds.push(
        await buildCatalogCourse(t.ctx, {
          brandId,
          language: 'ru',
          title: `Курс ${index}`,
          category: YOGA,
        }),
      );
    }
    child = await buildCatalogService(t.ctx, { brandId, courseId: courseIds[1] ?? 0 });
    bundle = await buildCatalogService(t.ctx, {
      brandId,
      courseId: courseIds[0] ?? 0,
      codes: ['android.yoga', 'ios.yoga'],
      children: [child.service.id],
      position: true,
    });
    for (const courseId of courseIds.slice(2)) {
      await buildCatalogService(t.ctx, { brandId, courseId, position: true });
    }
    await buildStream(t.ctx, learner.user.id, courseIds[1] ?? 0);
  });

  const v2 = (method: 'POST', url: string, auth: Auth) =>
    t.app.inject({ method, url: `/spa/v2${url}?lang=en`, headers: auth });

  it('GET /catalog-position: 6 a page, absolute image URLs, pagination in the headers', async () => {
    const first = await t.get('/catalog-position', learner.auth);
    expect(first.statusCode).toBe(200);
    const positions = first.json<CatalogPosition[]>();
    expect(positions).toHaveLength(6);
    expect(first.headers).toMatchObject({
      'x-pagination-per-page': '6',
      'x-pagination-total-count': '7',
      'x-pagination-page-count': '2',
    });
    expect(positions[0]).toMatchObject({
      serviceId: bundle.service.id,
      course: { id: courseIds[0], title: 'Курс 0' },
    });
    expect(positions[0]?.image).toMatch(/^https?:\/\/[^/]+\/media\/.+\/catalog\/yoga\.svg$/);
    const second = await t.get('/catalog-position?page=2', learner.auth);
    expect(second.json()).toHaveLength(1);
    expect((await t.get('/catalog-position', stranger)).json()).toEqual([]);
  });

  it('POST /catalog-position/{id}/add-to-subscription needs an active subscription', async () => {
    const position = bundle.position?.id;
    const refused = await v2(
      'POST',
      `/catalog-position/${position}/add-to-subscription`,
      learner.auth,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^error/);
    expect(refused.json().message).toContain('An active subscription is needed to add a course');
  });

  it('adds the course to the subscription and opens a stream on it, once', async () => {
    const subscription = await buildSubscription(t.ctx, learner.user.id, []);
    const url = `/catalog-position/${bundle.position?.id}/add-to-subscription`;
    const added = await v2('POST', url, learner.auth);
    expect(added.statusCode, added.body).toBe(200);
    const { streamId, courseId } = added.json().data;
    expect(courseId).toBe(courseIds[0]);
    const again = await v2('POST', url, learner.auth);
    expect(again.json().data.streamId).toBe(streamId);
    const streams = await t.ctx.db
      .select()
      .from(userCourseStreams)
      .where(
        and(
          eq(userCourseStreams.userId, learner.user.id),
          eq(userCourseStreams.courseId, courseId),
        ),
      );
    expect(streams).toHaveLength(1);
    expect(streams[0]?.isOptionalPurchase).toBe(true);
    // The new stream comes with its chat, which the learner's chat list shows.
    const chats = (await t.get('/chats', learner.auth)).json();
    expect(chats.map((chat: { id: number }) => chat.id)).toContain(streams[0]?.chatChannelId);
    const covered = await t.ctx.db
      .select()
      .from(paymentSubscriptionCourses)
      .where(eq(paymentSubscriptionCourses.subscriptionId, subscription.id));
    expect(covered.map((row) => row.courseId)).toEqual([courseIds[0]]);
    // Another brand's position is not found.
    expect((await v2('POST', url, stranger)).statusCode).toBe(404);
  });

  it('GET /course-offer/find: the course offer of the brand; courseId must be set', async () => {
    const found = await t.get(`/course-offer/find?courseId=${courseIds[0]}`, learner.auth);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      id: bundle.offer?.id,
      serviceId: bundle.service.id,
      images: expect.objectContaining({
        large: expect.stringMatching(/^https?:\/\/.+\/catalog\/yoga\.svg$/),
      }),
    });
    const otherType = await t.get(
      `/course-offer/find?courseId=${courseIds[0]}&courseOfferRelationTypeId=2`,
      learner.auth,
    );
    expect(otherType.statusCode).toBe(404);
    expect((await t.get(`/course-offer/find?courseId=${courseIds[0]}`, stranger)).statusCode).toBe(
      404,
    );
    const missing = await t.get('/course-offer/find?lang=en', learner.auth);
    expect(missing.statusCode).toBe(422);
    expect(missing.body).toContain('courseId must be set');
  });

  it('GET /course-services/view expands the course, the stream and the children', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/spa/api/v1/course-services/view?id=${bundle.service.id}&expand=childs.course,childs.stream,course,stream`,
      headers: { ...learner.auth, 'x-platform': 'ios' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const service = response.json<CourseService>();
    expect(service).toMatchObject({
      id: bundle.service.id,
      type: 'course_subscription',
      appstoreProducts: [{ code: 'android.yoga' }, { code: 'ios.yoga' }],
      appstoreProductId: 'ios.yoga',
      course: { id: courseIds[0], title: 'Курс 0' },
    });
    expect(service.childs).toHaveLength(1);
    expect(service.childs?.[0]).toMatchObject({
      id: child.service.id,
      course: { id: courseIds[1] },
      stream: { id: expect.any(Number), startDate: expect.any(Number) },
    });
    const plain = await t.get(`/course-services/view?id=${bundle.service.id}`, learner.auth);
    expect(plain.json()).not.toHaveProperty('course');
    expect(plain.json()).not.toHaveProperty('childs');
    expect(plain.json().appstoreProductId).toBeNull();
    expect(
      (await t.get(`/course-services/view?id=${bundle.service.id}`, stranger)).statusCode,
    ).toBe(404);
    expect((await t.get('/course-services/view', learner.auth)).statusCode).toBe(422);
  });

  it('GET /course-services lists the brand services, paginated', async () => {
    const response = await t.get('/course-services?expand=course&per-page=5', learner.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(5);
    expect(response.headers['x-pagination-total-count']).toBe('8');
    expect(response.json()[0].course).toBeDefined();
    expect((await t.get('/course-services', stranger)).json()).toEqual([]);
  });
});

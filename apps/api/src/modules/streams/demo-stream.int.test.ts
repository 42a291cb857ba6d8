import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildBrand } from '../../../test/factories/brands';
import { buildService } from '../../../test/factories/commerce';
import { buildCourse, buildStream } from '../../../test/factories/learning';
import { buildUser } from '../../../test/factories/users';
import { suiteApp } from '../../../test/helpers/suite-app';
import { brands } from '../../db/schema/brands';
import { chats } from '../../db/schema/chats';
import { userCourseStreams } from '../../db/schema/streams';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEMO = '/user-course-streams/demo';

describe('POST /user-course-streams/demo: the demo stream of a learner without streams', () => {
  const t = suiteApp();
  const { call, get } = t;

  /** A brand with demo access as given, a course of its own and that course's demo service of
   * 7 days; the brand names the service unless told another id. */
  async function demoBrand(
    options: { isDemoAccessible?: boolean; serviceId?: (own: number) => number | null } = {},
  ) {
    const { isDemoAccessible = true, serviceId = (own) => own } = options;
    const brand = await buildBrand(t.ctx);
    const { course } = await buildCourse(t.ctx, {
      brandAppId: brand.appId,
      demoAccessibleDays: [1],
    });
    const service = await buildService(t.ctx, course.id, {
      type: 'course_demo',
      title: 'Пробный доступ',
      price: 0,
      days: 7,
    });
    await t.ctx.db
      .update(brands)
      .set({ config: { isDemoAccessible, demoCourseServiceId: serviceId(service.id) } })
      .where(eq(brands.id, brand.id));
    return { brand, course, service };
  }

  const streamsOf = (userId: number) =>
    t.ctx.db.select().from(userCourseStreams).where(eq(userCourseStreams.userId, userId));

  it('makes a demo stream of the service’s course from now for its days, with its chat (201)', async () => {
    const { brand, course } = await demoBrand();
    const learner = await buildUser(t.ctx, { brandId: brand.id });
    // The empty list is cached: the new stream must drop it.
    expect((await get('/user-course-streams', learner.auth)).json()).toEqual([]);

    const response = await call('POST', DEMO, learner.auth);
    expect(response.statusCode).toBe(201);
    const [stream] = await streamsOf(learner.user.id);
    expect(response.json()).toEqual({ id: stream?.id });
    const now = t.clock.now().getTime();
    expect(stream).toMatchObject({
      courseId: course.id,
      isDemo: true,
      courseFullAccess: false,
      isOptionalPurchase: false,
    });
    expect(stream?.startDate.getTime()).toBe(now);
    expect(stream?.endDate.getTime()).toBe(now + 7 * DAY_MS);
    const [chat] = await t.ctx.db
      .select()
      .from(chats)
      .where(eq(chats.streamId, stream?.id ?? 0));
    expect(chat?.title).toBe(course.title);
    expect(stream?.chatChannelId).toBe(chat?.id);

    const listed = (await get('/user-course-streams', learner.auth)).json();
    expect(listed).toMatchObject([
      { id: stream?.id, courseId: course.id, isDemo: true, status: 'started' },
    ]);
  });

  it('makes nothing for a learner who has a stream: 409 with the translated message', async () => {
    const { brand, course } = await demoBrand();
    const learner = await buildUser(t.ctx, { brandId: brand.id });
    expect((await call('POST', DEMO, learner.auth)).statusCode).toBe(201);

    const again = await call('POST', `${DEMO}?lang=en`, learner.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      code: 'streams_exist',
      message: 'You already have courses: trial access opens only without them',
    });
    expect(await streamsOf(learner.user.id)).toHaveLength(1);

    // Any stream counts, not only a demo one.
    const enrolled = await buildUser(t.ctx, { brandId: brand.id });
    await buildStream(t.ctx, enrolled.user.id, course.id);
    const refused = await call('POST', `${DEMO}?lang=es`, enrolled.auth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Ya tienes cursos: el acceso de prueba solo se abre sin ellos',
    );
    expect(await streamsOf(enrolled.user.id)).toHaveLength(1);
  });

  it('refuses where the brand has demo access off: 403 with the translated message', async () => {
    const { brand } = await demoBrand({ isDemoAccessible: false });
    const learner = await buildUser(t.ctx, { brandId: brand.id });
    const response = await call('POST', DEMO, learner.auth);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'demo_unavailable',
      message: 'Пробный доступ к курсу недоступен',
    });
    expect(await streamsOf(learner.user.id)).toEqual([]);
  });

  it('refuses a service that is not an active demo service of the brand’s own courses (403)', async () => {
    const other = await demoBrand();
    const foreign = await demoBrand({ serviceId: () => other.service.id });
    const none = await demoBrand({ serviceId: () => null });
    const zero = await demoBrand({ serviceId: () => 0 });
    const sold = await demoBrand();
    const extension = await buildService(t.ctx, sold.course.id, { type: 'course_subscription' });
    const selling = await demoBrand({ serviceId: () => extension.id });
    const inactive = await demoBrand();
    const closed = await buildService(t.ctx, inactive.course.id, {
      type: 'course_demo',
      isActive: false,
    });
    const closing = await demoBrand({ serviceId: () => closed.id });
    for (const { brand } of [foreign, none, zero, selling, closing]) {
      const learner = await buildUser(t.ctx, { brandId: brand.id });
      const response = await call('POST', `${DEMO}?lang=en`, learner.auth);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Trial access to a course is not available');
      expect(await streamsOf(learner.user.id)).toEqual([]);
    }
  });

  it('makes one stream for calls at once', async () => {
    const { brand } = await demoBrand();
    const learner = await buildUser(t.ctx, { brandId: brand.id });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', DEMO, learner.auth)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await streamsOf(learner.user.id)).toHaveLength(1);
  });

  it('needs a signed-in learner (401)', async () => {
    expect((await call('POST', DEMO, {})).statusCode).toBe(401);
  });
});

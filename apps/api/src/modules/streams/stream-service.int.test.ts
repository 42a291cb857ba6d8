import { describe, expect, it } from 'vitest';
import { buildService } from '../../../test/factories/commerce';
import { buildCourse, buildStream } from '../../../test/factories/learning';
import { buildUser } from '../../../test/factories/users';
import { suiteApp } from '../../../test/helpers/suite-app';

/** GET /user-course-streams?expand=service: each stream's course access service. */
describe("the streams list's service expansion", () => {
  const t = suiteApp();
  const { get } = t;

  /** A learner with a stream on each of `courses` new courses, each selling the services made
   * by `services(courseId)`. */
  async function learner(courses: number, services: (courseId: number) => Promise<unknown>) {
    const built = await buildUser(t.ctx);
    for (let index = 0; index < courses; index += 1) {
      const { course } = await buildCourse(t.ctx);
      await services(course.id);
      await buildStream(t.ctx, built.user.id, course.id);
    }
    return built;
  }

  it("answers the course's cheapest active access service, never an expert-questions one", async () => {
    let expected = 0;
    const { auth } = await learner(1, async (courseId) => {
      await buildService(t.ctx, courseId, { type: 'expert_additional_question', price: 1000 });
      await buildService(t.ctx, courseId, { title: 'Год', price: 2_990_000, days: 365 });
      await buildService(t.ctx, courseId, { title: 'Старый', price: 100, isActive: false });
      expected = (await buildService(t.ctx, courseId, { type: 'course_buy', title: 'Курс' })).id;
    });
    const response = await get('/user-course-streams?expand=service', auth);
    expect(response.statusCode).toBe(200);
    const [stream] = response.json();
    expect(stream.service).toEqual({
      id: expected,
      type: 'course_buy',
      title: 'Курс',
      price: 299_000,
      currency: 'RUB',
      days: 30,
    });
  });

  it('is null for a course that sells none, and absent unless expanded', async () => {
    const { auth } = await learner(1, async () => undefined);
    const [expanded] = (await get('/user-course-streams?expand=service', auth)).json();
    expect(expanded.service).toBeNull();
    const [plain] = (await get('/user-course-streams', auth)).json();
    expect(plain).not.toHaveProperty('service');
  });

  it('one stream expands it too, and fields may name it', async () => {
    const { auth } = await learner(1, (courseId) => buildService(t.ctx, courseId));
    const [listed] = (await get('/user-course-streams', auth)).json();
    const one = await get(
      `/user-course-streams/${listed.id}?expand=service&fields=id,service`,
      auth,
    );
    expect(one.json()).toEqual({
      id: listed.id,
      service: expect.objectContaining({ type: 'course_subscription', days: 30 }),
    });
  });

  it('runs the same number of queries for one stream and for five', async () => {
    const count = async (streams: number) => {
      const { auth } = await learner(streams, (courseId) => buildService(t.ctx, courseId));
      t.queries.length = 0;
      const response = await get('/user-course-streams?expand=course,chatStatus,service', auth);
      expect(response.json()).toHaveLength(streams);
      expect(response.json().every((s: { service: unknown }) => s.service !== null)).toBe(true);
      return t.queries.length;
    };
    const one = await count(1);
    expect(await count(5)).toBe(one);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCourse, buildFreeze, buildStream } from '../../../test/factories/learning';
import { buildUser } from '../../../test/factories/users';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { addSeconds, toSeconds } from '../../lib/clock';

const DAY_S = 24 * 60 * 60;
const DAY_MS = DAY_S * 1000;

describe('freezing a stream', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const inDays = (days: number) => addSeconds(t.clock.now(), days * DAY_S);

  async function learner(stream: Parameters<typeof buildStream>[3] = {}) {
    const { user, auth } = await buildUser(t.ctx);
    const { course } = await buildCourse(t.ctx);
    return { auth, stream: await buildStream(t.ctx, user.id, course.id, stream) };
  }

  const create = (
    auth: Record<string, string>,
    streamId: number | string,
    fromDays: number,
    toDays: number,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/spa/api/v1/user-course-streams/${streamId}/freeze/create?lang=en`,
      headers: auth,
      payload: { start_date: toSeconds(inDays(fromDays)), end_date: toSeconds(inDays(toDays)) },
    });
  const cancel = (auth: Record<string, string>, streamId: number) =>
    t.app.inject({
      method: 'GET',
      url: `/spa/api/v1/user-course-streams/${streamId}/freeze/cancel?lang=en`,
      headers: auth,
    });

  it('a freeze from now freezes the stream and moves its end by its length', async () => {
    const { auth, stream } = await learner();
    const response = await create(auth, stream.id, 0, 10);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('freeze');
    expect(body.userCourseStreamFreeze).toEqual({
      id: expect.any(Number),
      status: 'Active',
      startDate: toSeconds(inDays(0)) * 1000,
      endDate: toSeconds(inDays(10)) * 1000,
    });
    expect(body.endDate).toBe(stream.endDate.getTime() + 10 * DAY_MS);
  });

  it('a planned freeze is Created and the stream runs until it starts', async () => {
    const { auth, stream } = await learner();
    const body = (await create(auth, stream.id, 2, 5)).json();
    expect(body.status).toBe('started');
    expect(body.userCourseStreamFreeze.status).toBe('Created');
    expect(body.endDate).toBe(stream.endDate.getTime() + 3 * DAY_MS);
  });

  it('refuses dates in the past, backwards, too long or overlapping with 422', async () => {
    const { auth, stream } = await learner();
    const errors = async (from: number, to: number) => {
      const response = await create(auth, stream.id, from, to);
      expect(response.statusCode).toBe(422);
      return response.json().errors;
    };
    expect(await errors(-2, 3)).toEqual({ start_date: ['A freeze cannot start in the past'] });
    expect(await errors(3, 3)).toEqual({ end_date: ['The freeze must end after it starts'] });
    expect(await errors(3, 34)).toEqual({ end_date: ['A freeze can last at most 30 days'] });
    expect((await create(auth, stream.id, 3, 33)).statusCode).toBe(200);
    expect(await errors(10, 40)).toEqual({
      start_date: ['These dates overlap with an existing freeze'],
    });
    const missing = await t.app.inject({
      method: 'POST',
      url: `/spa/api/v1/user-course-streams/${stream.id}/freeze/create`,
      headers: auth,
      payload: { start_date: toSeconds(inDays(1)) },
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['end_date']);
  });

  it('only a started stream that is not a restricted demo can be frozen (409 otherwise)', async () => {
    const refused = async (stream: Parameters<typeof buildStream>[3]) => {
      const { auth, stream: row } = await learner(stream);
      const response = await create(auth, row.id, 0, 3);
      expect(response.statusCode).toBe(409);
      return response.json().message;
    };
    expect(await refused({ startDate: inDays(2) })).toBe(
      'The course has not started yet, it cannot be frozen',
    );
    expect(await refused({ startDate: inDays(-30), endDate: inDays(-1) })).toBe(
      'The course has ended, it cannot be frozen',
    );
    expect(await refused({ isOptionalPurchase: true })).toBe(
      'Access to the course is stopped, it cannot be frozen',
    );
    expect(await refused({ isDemo: true, courseFullAccess: false })).toBe(
      'A demo of the course cannot be frozen',
    );
    const bought = await learner({ isDemo: true, courseFullAccess: true });
    expect((await create(bought.auth, bought.stream.id, 0, 3)).statusCode).toBe(200);
  });

  it('cancelling an ongoing freeze gives back only the days not used', async () => {
    const { auth, stream } = await learner();
    const frozenFrom = (await create(auth, stream.id, 0, 10)).json().userCourseStreamFreeze
      .startDate;
    t.clock.advance(2 * DAY_S);
    const response = await cancel(auth, stream.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('started');
    expect(body.userCourseStreamFreeze).toBeNull();
    const used = t.clock.now().getTime() - frozenFrom;
    expect(used).toBeGreaterThanOrEqual(2 * DAY_MS);
    expect(body.endDate).toBe(stream.endDate.getTime() + used);
  });

  it('cancelling a planned freeze gives back all of it; nothing to cancel is 409', async () => {
    const { auth, stream } = await learner();
    await create(auth, stream.id, 1, 4);
    const body = (await cancel(auth, stream.id)).json();
    expect(body.endDate).toBe(stream.endDate.getTime());
    const none = await cancel(auth, stream.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('There is no freeze to cancel');
    // A freeze that is over cannot be cancelled either.
    await buildFreeze(t.ctx, stream.id, { startDate: inDays(-5), endDate: inDays(-1) });
    expect((await cancel(auth, stream.id)).statusCode).toBe(409);
  });

  it("someone else's stream is 404, a bad id 422 with the spec text", async () => {
    const { stream } = await learner();
    const { auth } = await buildUser(t.ctx);
    expect((await create(auth, stream.id, 0, 3)).statusCode).toBe(404);
    expect((await cancel(auth, stream.id)).statusCode).toBe(404);
    const bad = await create(auth, 'none', 0, 3);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ streamId: ['streamId must be set'] });
  });
});

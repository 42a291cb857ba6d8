import type { BrandConfig } from '@platform/contracts/brand';
import type { Stream } from '@platform/contracts/streams';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildBrandConfig, buildUser, jsonResponse } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { buildCourse, buildStream, runEachTestAtNow } from '../../../test/learning-fixtures';
import { renderRoutes, startedQueryClient } from '../../../test/render';
import { CoursesScreen } from '../components/courses-screen';
import { learningKeys } from '../learning-keys';

const LIST = 'GET /user-course-streams';
const DEMO = 'POST /user-course-streams/demo';

const demoStream = () =>
  buildStream({ id: 41, isDemo: true, course: buildCourse({ title: 'Пробная неделя' }) });

/** /courses for a learner of the brand, the server answering the streams in turn (the last one
 * again) and the demo call as given. */
function renderCourses(
  brand: Partial<BrandConfig>,
  lists: Stream[][],
  demo = () => jsonResponse({ id: 41 }, { status: 201 }),
) {
  let listed = 0;
  const api = fakeApi({
    [LIST]: () => jsonResponse(lists[Math.min(listed++, lists.length - 1)]),
    [DEMO]: demo,
  });
  const client = startedQueryClient({
    brand: buildBrandConfig({ isBannerEnable: false, ...brand }),
    user: buildUser(),
  });
  const view = renderRoutes([{ path: '/', element: <CoursesScreen /> }], { client });
  return { api, client, view };
}

const noCourses = () => screen.findByRole('heading', { name: 'У вас пока нет курсов' });

runEachTestAtNow();

describe('the demo stream of a learner without streams', () => {
  it('is asked for once when the list is empty, and the streams load again', async () => {
    const { api, client, view } = renderCourses(
      { isDemoAccessible: true, demoCourseServiceId: 5 },
      [[], [demoStream()]],
    );
    await view;
    expect(await screen.findByRole('link', { name: 'Пробная неделя' })).toBeTruthy();
    expect(api.requests()).toEqual([LIST, DEMO, LIST]);

    // The streams read again later (a change elsewhere) come back as they are.
    await client.refetchQueries({ queryKey: learningKeys.streamList() });
    expect(api.requests()).toEqual([LIST, DEMO, LIST, LIST]);
  });

  it('is not asked for again in the tab once refused: the empty list stays', async () => {
    const { api, client, view } = renderCourses(
      { isDemoAccessible: true, demoCourseServiceId: 5 },
      [[]],
      () => jsonResponse({ success: false, code: 'demo_unavailable' }, { status: 403 }),
    );
    await view;
    await noCourses();
    expect(api.requests()).toEqual([LIST, DEMO]);

    await client.refetchQueries({ queryKey: learningKeys.streamList() });
    await noCourses();
    expect(api.requests()).toEqual([LIST, DEMO, LIST]);
  });

  it('loads the list again when the learner has a stream by now (409)', async () => {
    const { api, view } = renderCourses(
      { isDemoAccessible: true, demoCourseServiceId: 5 },
      [[], [demoStream()]],
      () => jsonResponse({ success: false, code: 'streams_exist' }, { status: 409 }),
    );
    await view;
    expect(await screen.findByRole('link', { name: 'Пробная неделя' })).toBeTruthy();
    expect(api.requests()).toEqual([LIST, DEMO, LIST]);
  });

  it.each([
    ['demo access off', { isDemoAccessible: false, demoCourseServiceId: 5 }],
    ['no demo course service', { isDemoAccessible: true, demoCourseServiceId: null }],
    ['the service id 0', { isDemoAccessible: true, demoCourseServiceId: 0 }],
  ])('is never asked for by a brand with %s', async (_, brand) => {
    const { api, view } = renderCourses(brand, [[]]);
    await view;
    await noCourses();
    expect(api.requests()).toEqual([LIST]);
  });

  it('is not asked for when the learner has streams', async () => {
    const stream = buildStream({ course: buildCourse({ title: 'Йога' }) });
    const { api, view } = renderCourses({ isDemoAccessible: true, demoCourseServiceId: 5 }, [
      [stream],
    ]);
    await view;
    expect(await screen.findByRole('link', { name: 'Йога' })).toBeTruthy();
    expect(api.requests()).toEqual([LIST]);
  });
});

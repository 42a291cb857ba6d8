import type { Stream } from '@platform/contracts/streams';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../shared/routing/paths';
import { jsonResponse } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { buildStage, buildStream } from '../../../test/learning-fixtures';
import { Landing, renderRoutes } from '../../../test/render';
import { DayRedirect } from './day-redirect';
import { StagesRedirect } from './stages-redirect';

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: paths.stages.pattern, element: <StagesRedirect /> },
      { path: paths.day.pattern, element: <DayRedirect /> },
      { path: paths.calendar.pattern, element: <Landing name="calendar" /> },
      { path: paths.calendarDay.pattern, element: <Landing name="calendarDay" /> },
      { path: paths.courses.pattern, element: <Landing name="courses" /> },
    ],
    { path },
  );
}

async function landing(view: ReturnType<typeof renderAt>) {
  const { router } = await view;
  const name = (await screen.findByTestId('landing')).textContent;
  return { name, pathname: router.state.location.pathname };
}

function serveCourse(stream: Stream) {
  const first = buildStage({ courseId: stream.courseId, sort: 1 }, [{}, {}]);
  const second = buildStage({ courseId: stream.courseId, sort: 2 }, [
    { dayNumber: 3 },
    { dayNumber: 4 },
  ]);
  fakeApi({
    [`GET /user-course-streams/${stream.id}`]: () => jsonResponse(stream),
    [`GET /courses/${stream.courseId}/stages`]: () => jsonResponse([first, second]),
  });
  return { first, second };
}

afterEach(() => vi.unstubAllGlobals());

describe('learning redirects', () => {
  it('sends the stages to the calendar', async () => {
    fakeApi({});
    expect(await landing(renderAt('/course/5/stages'))).toEqual({
      name: 'calendar',
      pathname: paths.calendar.href({ streamId: 5 }),
    });
  });

  it('sends a day by its id to the calendar day with its number', async () => {
    const stream = buildStream();
    const { second } = serveCourse(stream);
    const day = second.requestDays?.[1];
    const path = paths.day.href({ streamId: stream.id, stageId: second.id, dayId: day?.id ?? 0 });
    expect(await landing(renderAt(path))).toEqual({
      name: 'calendarDay',
      pathname: paths.calendarDay.href({ streamId: stream.id, dayNumber: 4 }),
    });
  });

  it('sends a day the course does not have to the calendar', async () => {
    const stream = buildStream();
    const { first } = serveCourse(stream);
    const path = paths.day.href({ streamId: stream.id, stageId: first.id, dayId: 999_999 });
    expect(await landing(renderAt(path))).toEqual({
      name: 'calendar',
      pathname: paths.calendar.href({ streamId: stream.id }),
    });
  });

  it.each(['/course/abc/stages', '/course/0/stages/1/days/2'])(
    'sends %s, without a usable stream id, to my courses',
    async (path) => {
      fakeApi({});
      expect(await landing(renderAt(path))).toEqual({
        name: 'courses',
        pathname: paths.courses.href(),
      });
    },
  );
});

import type { Stream, StreamFreeze } from '@platform/contracts/streams';
import { asWire } from '@platform/contracts/time';
import { DAY_MS } from '@platform/domain/constants/time';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/routing/paths';
import { jsonResponse } from '../../../test/factories';
import { errorBody, fakeApi } from '../../../test/fake-api';
import { buildStatus, buildStream, NOW, runEachTestAtNow } from '../../../test/learning-fixtures';
import { renderRoutes } from '../../../test/render';
import { CalendarScreen } from './calendar-screen';
import { FreezeScreen } from './freeze-screen';

const FREEZE_START = Date.UTC(2025, 4, 12);
const FREEZE_END = Date.UTC(2025, 4, 20);

function renderFreeze(stream: Stream, routes: Record<string, () => Response> = {}) {
  const api = fakeApi({
    [`GET /user-course-streams/${stream.id}`]: () => jsonResponse(stream),
    [`GET /user-course-streams/${stream.id}/status`]: () => jsonResponse(buildStatus(stream)),
    [`GET /courses/${stream.courseId}/stages`]: () => jsonResponse([]),
    ...routes,
  });
  const view = renderRoutes(
    [
      { path: paths.freeze.pattern, element: <FreezeScreen /> },
      { path: paths.calendar.pattern, element: <CalendarScreen /> },
    ],
    { path: paths.freeze.href({ streamId: stream.id }) },
  );
  return { api, view };
}

const createPath = (stream: Stream) => `POST /user-course-streams/${stream.id}/freeze/create`;

const endField = () => screen.getByLabelText('Окончание заморозки');

async function fillDates(start: string, end: string) {
  const user = userEvent.setup();
  const submit = await screen.findByRole('button', { name: 'Заморозить' });
  if (start) await user.type(screen.getByLabelText('Начало заморозки'), start);
  if (end) await user.type(endField(), end);
  await user.click(submit);
}

runEachTestAtNow();

describe('freeze form', () => {
  it('says how a freeze works beside the form, with the longest freeze', async () => {
    await renderFreeze(buildStream()).view;
    const rules = await screen.findByRole('region', { name: 'Как работает заморозка' });
    expect(rules.closest('aside')).not.toBeNull();
    expect(rules.textContent).toContain('Заморозка длится не больше 30 дней за раз.');
  });

  it('offers no form on a demo, saying why', async () => {
    await renderFreeze(buildStream({ isDemo: true, courseFullAccess: false })).view;
    expect(await screen.findByText('Демодоступ к курсу нельзя заморозить')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Заморозить' })).toBeNull();
  });

  it('asks for both dates before sending', async () => {
    const stream = buildStream();
    const { api, view } = renderFreeze(stream);
    await view;
    await fillDates('', '');
    expect(await screen.findAllByText('Укажите дату')).toHaveLength(2);
    expect(api.requests()).not.toContain(createPath(stream));
  });

  it('refuses an end before the start with the domain’s message', async () => {
    const stream = buildStream();
    const { api, view } = renderFreeze(stream);
    await view;
    await fillDates('20.05.2025', '12.05.2025');
    expect(
      await screen.findByText('Дата окончания заморозки должна быть позже даты начала'),
    ).toBeTruthy();
    expect(endField().getAttribute('aria-invalid')).toBe('true');
    expect(api.requests()).not.toContain(createPath(stream));
  });

  it('refuses a start in the past under the start and more than 30 days under the end', async () => {
    const stream = buildStream();
    const { api, view } = renderFreeze(stream);
    await view;
    await fillDates('08.05.2025', '12.05.2025');
    expect(await screen.findByText('Заморозка не может начинаться в прошлом')).toBeTruthy();
    expect(screen.getByLabelText('Начало заморозки').getAttribute('aria-invalid')).toBe('true');
    expect(endField().getAttribute('aria-invalid')).not.toBe('true');

    await userEvent.setup().clear(screen.getByLabelText('Начало заморозки'));
    await userEvent.setup().clear(endField());
    await fillDates('12.05.2025', '20.06.2025');
    expect(await screen.findByText('Заморозка может длиться не больше 30 дней')).toBeTruthy();
    expect(endField().getAttribute('aria-invalid')).toBe('true');
    expect(api.requests()).not.toContain(createPath(stream));
  });

  it('sends the days’ starts in seconds and goes back to the calendar saying so', async () => {
    const stream = buildStream();
    const frozen: Stream = {
      ...stream,
      course: undefined,
      userCourseStreamFreeze: asWire<StreamFreeze>({
        id: 3,
        status: 'Created',
        startDate: FREEZE_START,
        endDate: FREEZE_END,
      }),
    };
    const { api, view } = renderFreeze(stream, {
      [createPath(stream)]: () => jsonResponse(frozen),
    });
    const { router } = await view;
    await fillDates('12.05.2025', '20.05.2025');
    expect((await screen.findByText(/^Заморозка оформлена/)).textContent).toBe(
      'Заморозка оформлена: с 12 мая 2025 г. по 20 мая 2025 г.',
    );
    expect(router.state.location.pathname).toBe(paths.calendar.href({ streamId: stream.id }));
    const call = api.calls.find((candidate) => candidate.method === 'POST');
    expect(JSON.parse(String(call?.body))).toEqual({
      start_date: FREEZE_START / 1000,
      end_date: FREEZE_END / 1000,
    });
    // The answer's stream is shown with the course it was loaded with.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(stream.course?.title);
  });

  it('shows the server’s field errors under their fields', async () => {
    const stream = buildStream();
    const { view } = renderFreeze(stream, {
      [createPath(stream)]: () =>
        jsonResponse(errorBody({ end_date: ['Слишком долгая заморозка', 'Не больше 30 дней'] }), {
          status: 422,
        }),
    });
    await view;
    await fillDates('12.05.2025', '20.05.2025');
    expect(await screen.findByText('Слишком долгая заморозка, Не больше 30 дней')).toBeTruthy();
    expect(endField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why the server refused when no field is named', async () => {
    const stream = buildStream();
    const { view } = renderFreeze(stream, {
      [createPath(stream)]: () =>
        jsonResponse(
          { message: 'Эти даты пересекаются с уже оформленной заморозкой', errors: {} },
          { status: 409 },
        ),
    });
    await view;
    await fillDates('12.05.2025', '20.05.2025');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Эти даты пересекаются с уже оформленной заморозкой',
    );
  });

  it('takes dates as the interface language writes them, whatever the browser’s locale', async () => {
    const stream = buildStream();
    const { api, view } = renderFreeze(stream, {
      [createPath(stream)]: () => jsonResponse(stream),
    });
    await view;
    const start = await screen.findByLabelText('Начало заморозки');
    expect((start as HTMLInputElement).type).toBe('text');
    expect(start.getAttribute('placeholder')).toBe('ДД.ММ.ГГГГ');
    // Digits only: the field writes the dots itself.
    await fillDates('12052025', '20052025');
    expect((start as HTMLInputElement).value).toBe('12.05.2025');
    await waitFor(() => expect(api.requests()).toContain(createPath(stream)));
    const call = api.calls.find((candidate) => candidate.method === 'POST');
    expect(JSON.parse(String(call?.body))).toEqual({
      start_date: FREEZE_START / 1000,
      end_date: FREEZE_END / 1000,
    });
  });

  it('says when a date is unfinished or does not exist, and sends nothing', async () => {
    const stream = buildStream();
    const { api, view } = renderFreeze(stream);
    await view;
    await fillDates('12.05', '31.02.2025');
    expect(await screen.findByText('Введите дату в формате ДД.ММ.ГГГГ')).toBeTruthy();
    expect(screen.getByText('Такой даты не существует')).toBeTruthy();
    expect(endField().getAttribute('aria-invalid')).toBe('true');
    expect(api.requests()).not.toContain(createPath(stream));
  });

  it('is filled and sent from the keyboard alone', async () => {
    const stream = buildStream();
    const { api, view } = renderFreeze(stream, {
      [createPath(stream)]: () => jsonResponse(stream),
    });
    await view;
    const user = userEvent.setup();
    const start = await screen.findByLabelText('Начало заморозки');
    start.focus();
    await user.keyboard('12052025');
    await user.tab();
    expect(document.activeElement).toBe(endField());
    await user.keyboard('20052021{Backspace}5');
    expect((endField() as HTMLInputElement).value).toBe('20.05.2025');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.requests()).toContain(createPath(stream)));
  });

  it('offers no form to a stream that has not started, saying why', async () => {
    const stream = buildStream({ status: 'not_started', startDate: NOW + DAY_MS });
    await renderFreeze(stream).view;
    expect(await screen.findByText('Курс ещё не начался, его нельзя заморозить')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Заморозить' })).toBeNull();
  });
});

describe('current freeze', () => {
  it('shows a freeze in effect and cancels it after confirmation', async () => {
    const stream = buildStream({
      status: 'freeze',
      userCourseStreamFreeze: {
        id: 3,
        status: 'Active',
        startDate: NOW - DAY_MS,
        endDate: FREEZE_END,
      },
    });
    const unfrozen: Stream = { ...stream, status: 'started', userCourseStreamFreeze: null };
    const { api, view } = renderFreeze(stream, {
      [`GET /user-course-streams/${stream.id}/freeze/cancel`]: () => jsonResponse(unfrozen),
    });
    await view;
    expect(
      await screen.findByText('Курс заморожен с 9 мая 2025 г. по 20 мая 2025 г.'),
    ).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Отменить заморозку' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Отменить заморозку?' });
    expect(api.requests()).not.toContain(`GET /user-course-streams/${stream.id}/freeze/cancel`);
    await user.click(
      (await screen.findAllByRole('button', { name: 'Отменить заморозку' })).find((button) =>
        dialog.contains(button),
      ) as HTMLElement,
    );
    expect((await screen.findByRole('status')).textContent).toBe('Заморозка отменена');
    expect(api.requests()).toContain(`GET /user-course-streams/${stream.id}/freeze/cancel`);
    expect(await screen.findByRole('button', { name: 'Заморозить' })).toBeTruthy();
  });

  it('keeps the freeze when the user changes their mind', async () => {
    const stream = buildStream({
      userCourseStreamFreeze: {
        id: 3,
        status: 'Created',
        startDate: FREEZE_START,
        endDate: FREEZE_END,
      },
    });
    const { api, view } = renderFreeze(stream);
    await view;
    expect(
      await screen.findByText('Заморозка запланирована с 12 мая 2025 г. по 20 мая 2025 г.'),
    ).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Отменить заморозку' }));
    await user.click(await screen.findByRole('button', { name: 'Оставить' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.requests()).not.toContain(`GET /user-course-streams/${stream.id}/freeze/cancel`);
  });
});

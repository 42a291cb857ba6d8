import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../shared/routing/paths';
import { buildUser, jsonResponse } from '../../../test/factories';
import { type ApiCall, errorBody, fakeApi } from '../../../test/fake-api';
import { renderRoutes, startedQueryClient } from '../../../test/render';
import { ReminderScreen } from './reminder-screen';
import { RemindersScreen } from './reminders-screen';
import { StreakCard } from './streak-card';

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);
const bodyOf = (call: ApiCall | undefined) => JSON.parse(String(call?.body));

const schedule = (repeatDays: Record<string, string[]>, extra: object = {}) => ({
  repeatDays,
  timezone: 'Europe/Berlin',
  // Monday 2026-03-30 08:00 in Berlin.
  nextReminderAt: Date.parse('2026-03-30T06:00:00Z') / 1000,
  enabled: true,
  ...extra,
});

async function renderReminders(path: string, routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  const view = await renderRoutes(
    [
      { path: paths.reminders.pattern, element: <RemindersScreen /> },
      { path: paths.reminderNew.pattern, element: <ReminderScreen /> },
      { path: paths.reminder.pattern, element: <ReminderScreen /> },
      { path: paths.home.pattern, element: <StreakCard /> },
    ],
    { path, client: startedQueryClient({ user: buildUser() }) },
  );
  return { ...view, api };
}

afterEach(() => vi.unstubAllGlobals());

describe('/user/settings/reminders', () => {
  it('lists the reminders by time with their weekdays, the next one and the zone; this browser cannot receive push', async () => {
    await renderReminders('/user/settings/reminders', {
      'GET /schedule': () =>
        jsonResponse(
          schedule({
            '1': ['08:00', '19:30'],
            '2': ['08:00'],
            '3': ['08:00'],
            '4': ['08:00'],
            '5': ['08:00'],
            '6': ['08:00'],
            '7': ['08:00'],
          }),
        ),
    });
    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual(['08:00Каждый день›', '19:30пн›']);
    expect(rows[1]?.getAttribute('href')).toBe('/user/settings/reminders/1930');
    expect(rows[1]?.getAttribute('aria-label')).toBe(
      `${t('reminderScreens.list.edit', { time: '19:30' })}: понедельник`,
    );
    expect(screen.getByText(/Europe\/Berlin/)).toBeTruthy();
    expect(screen.getByText(/Следующее напоминание: понедельник, 30 марта/)).toBeTruthy();
    // jsdom has no service worker: the reminders go by e-mail.
    expect(await screen.findByText(t('reminderScreens.device.unsupported'))).toBeTruthy();
  });

  it('says when there are none, and when notifications are off in the settings', async () => {
    await renderReminders('/user/settings/reminders', {
      'GET /schedule': () => jsonResponse(schedule({}, { nextReminderAt: null, enabled: false })),
    });
    expect(await screen.findByText(t('reminderScreens.list.empty'))).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain(t('reminderScreens.list.disabled'));
    const settings = screen.getByRole('link', {
      name: t('reminderScreens.list.notificationSettings'),
    });
    expect(settings.getAttribute('href')).toBe('/user/settings/notifications');
    expect(screen.queryByText(/Следующее напоминание/)).toBeNull();
  });

  it('shows why the schedule did not load, with a retry', async () => {
    await renderReminders('/user/settings/reminders', {
      'GET /schedule': () => jsonResponse({ message: 'Сервер недоступен' }, { status: 500 }),
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: t('common.actions.retry') })).toBeTruthy();
  });
});

describe('/user/settings/reminders/new and /{id}', () => {
  it('adds a reminder on the chosen weekdays to the schedule and goes back to the list', async () => {
    const user = userEvent.setup();
    const { api, router } = await renderReminders('/user/settings/reminders/new', {
      'GET /schedule': () => jsonResponse(schedule({ '1': ['19:30'] })),
      'PUT /schedule/update': (call) => jsonResponse(schedule(bodyOf(call).repeatDays)),
    });
    const time = await screen.findByLabelText(t('reminderScreens.edit.time'));
    await user.clear(time);
    await user.type(time, '07:15');
    // Workdays are chosen at first: keep Monday and Wednesday only, add Sunday.
    for (const day of ['вторник', 'четверг', 'пятница'])
      await user.click(screen.getByLabelText(day));
    await user.click(screen.getByLabelText('воскресенье'));
    await user.click(screen.getByRole('button', { name: t('reminderScreens.edit.save') }));

    const put = api.calls.find((call) => call.method === 'PUT');
    expect(bodyOf(put)).toEqual({
      repeatDays: { '1': ['07:15', '19:30'], '3': ['07:15'], '7': ['07:15'] },
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user/settings/reminders'));
  });

  it('refuses a time in the quiet hours and no weekday before asking the server', async () => {
    const user = userEvent.setup();
    const { api } = await renderReminders('/user/settings/reminders/new', {
      'GET /schedule': () => jsonResponse(schedule({})),
    });
    const time = await screen.findByLabelText(t('reminderScreens.edit.time'));
    await user.clear(time);
    await user.type(time, '23:30');
    for (const day of ['понедельник', 'вторник', 'среда', 'четверг', 'пятница'])
      await user.click(screen.getByLabelText(day));
    await user.click(screen.getByRole('button', { name: t('reminderScreens.edit.save') }));
    expect(time.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText(
        'С 23:00 до 06:00 напоминания не приходят: выберите другое время вместо 23:30',
      ),
    ).toBeTruthy();
    expect(screen.getByText(t('reminderScreens.edit.noDays'))).toBeTruthy();
    expect(api.requests()).toEqual(['GET /schedule']);
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    await renderReminders('/user/settings/reminders/new', {
      'GET /schedule': () => jsonResponse(schedule({})),
      'PUT /schedule/update': () =>
        jsonResponse(errorBody({ 'repeatDays.1': ['В один день можно не больше 6 напоминаний'] }), {
          status: 422,
        }),
    });
    await user.click(await screen.findByRole('button', { name: t('reminderScreens.edit.save') }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'В один день можно не больше 6 напоминаний',
    );
  });

  it('edits a reminder found by its time, moves it, and deletes it', async () => {
    const user = userEvent.setup();
    const { api } = await renderReminders('/user/settings/reminders/0800', {
      'GET /schedule': () => jsonResponse(schedule({ '1': ['08:00'], '2': ['08:00', '19:30'] })),
      'PUT /schedule/update': (call) => jsonResponse(schedule(bodyOf(call).repeatDays)),
    });
    const time = await screen.findByLabelText(t('reminderScreens.edit.time'));
    expect((time as HTMLInputElement).value).toBe('08:00');
    expect((screen.getByLabelText('понедельник') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('среда') as HTMLInputElement).checked).toBe(false);
    await user.clear(time);
    await user.type(time, '09:00');
    await user.click(screen.getByRole('button', { name: t('reminderScreens.edit.save') }));
    expect(bodyOf(api.calls.at(-1))).toEqual({
      repeatDays: { '1': ['09:00'], '2': ['09:00', '19:30'] },
    });
  });

  it('deletes a reminder from every weekday', async () => {
    const user = userEvent.setup();
    const { api } = await renderReminders('/user/settings/reminders/0800', {
      'GET /schedule': () => jsonResponse(schedule({ '1': ['08:00'], '2': ['08:00', '19:30'] })),
      'PUT /schedule/update': (call) => jsonResponse(schedule(bodyOf(call).repeatDays)),
    });
    await user.click(await screen.findByRole('button', { name: t('reminderScreens.edit.delete') }));
    expect(bodyOf(api.calls.at(-1))).toEqual({ repeatDays: { '2': ['19:30'] } });
  });

  it('says so for a reminder that is not in the schedule', async () => {
    await renderReminders('/user/settings/reminders/0630', {
      'GET /schedule': () => jsonResponse(schedule({ '1': ['08:00'] })),
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      t('reminderScreens.edit.notFound'),
    );
  });
});

describe('the day streak on home', () => {
  it('counts the days in a row with plural forms and tells whether today counts yet', async () => {
    await renderReminders('/home', {
      'GET /streak': () =>
        jsonResponse({ days: 5, studiedToday: false, forgivenDates: ['2026-03-25'] }),
    });
    const card = await screen.findByRole('region', { name: t('reminderScreens.streak.title') });
    expect(card.textContent).toContain('5 дней подряд');
    expect(card.textContent).toContain(t('reminderScreens.streak.notToday'));
    expect(card.textContent).toContain(t('reminderScreens.streak.forgiven'));
  });

  it('shows nothing when the streak cannot be loaded', async () => {
    const { container } = await renderReminders('/home', {
      'GET /streak': () => jsonResponse({ message: 'нет' }, { status: 500 }),
    });
    await vi.waitFor(() => expect(screen.queryByText(/подряд/)).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  connectTestSocket,
  installTestSocket,
  removeTestSocket,
} from '../../../shared/realtime/test-socket';
import { paths } from '../../../shared/routing/paths';
import { buildBrandConfig, buildUser, jsonResponse } from '../../../test/factories';
import { type ApiCall, errorBody, fakeApi } from '../../../test/fake-api';
import { renderRoutes, startedQueryClient } from '../../../test/render';
import { buildConsultation } from '../test-fixtures';
import { VideoconsultationScreen } from './videoconsultation-screen';
import { VideoconsultationsScreen } from './videoconsultations-screen';

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);
const bodyOf = (call: ApiCall | undefined) => JSON.parse(String(call?.body));

// 2026-03-02 12:00 UTC: 15:00 on the learner's clock (Europe/Moscow).
const NOON_UTC = 1_772_452_800;
const yoga = { id: 1, title: 'Йога для начинающих', image: null };
const face = { id: 2, title: 'Фейсфитнес', image: null };
const meetingUrl = 'https://meet.jit.si/room-1';
const expert = { id: 7, name: 'Мария Петрова' };

const slot = (start: number, time: string, date = '2026-03-02') => ({
  start_date_time: start,
  date,
  time,
});
const slots = (...items: ReturnType<typeof slot>[]) =>
  jsonResponse({ timezone: 'Europe/Moscow', duration: 1800, slots: items });

async function renderConsultations(
  path: string,
  routes: Parameters<typeof fakeApi>[0] = {},
  brand = buildBrandConfig({ isVideoConsultationSupport: true }),
) {
  const api = fakeApi({
    'GET /course/online-consultations': () => jsonResponse([]),
    'GET /online-consultation': () => jsonResponse([]),
    ...routes,
  });
  const view = await renderRoutes(
    [
      { path: paths.videoconsultations.pattern, element: <VideoconsultationsScreen /> },
      { path: paths.videoconsultation.pattern, element: <VideoconsultationScreen /> },
    ],
    {
      path,
      client: startedQueryClient({ user: buildUser({ timezone: 'Europe/Moscow' }), brand }),
    },
  );
  return { ...view, api };
}

afterEach(() => {
  removeTestSocket();
  vi.unstubAllGlobals();
});

describe('/videoconsultations', () => {
  it('lists what to book per course (a demo says why it is closed) and the bookings, upcoming and past', async () => {
    const toBook = [buildConsultation({ course: yoga }), buildConsultation({ course: yoga })];
    const locked = buildConsultation({ courseId: 2, course: face, isLocked: true });
    const upcoming = buildConsultation({
      status: 'booked',
      start_date_time: NOON_UTC,
      expert,
      meetingUrl,
    });
    const past = buildConsultation({
      status: 'past',
      start_date_time: NOON_UTC - 86_400 * 30,
      expert,
      meetingUrl,
      isChangeable: false,
    });
    const { api } = await renderConsultations('/videoconsultations', {
      'GET /course/online-consultations': () => jsonResponse([...toBook, locked]),
      'GET /online-consultation': () => jsonResponse([past, upcoming]),
    });

    const available = await screen.findByRole('region', {
      name: t('videoconsultations.list.available'),
    });
    const courses = await within(available).findAllByRole('listitem');
    expect(courses).toHaveLength(2);
    const first = within(courses[0] as HTMLElement);
    expect(first.getByText('2 консультации')).toBeTruthy();
    expect(
      first.getByRole('link', { name: t('videoconsultations.list.book') }).getAttribute('href'),
    ).toBe(`/videoconsultations/${toBook[0]?.id}`);
    const demo = within(courses[1] as HTMLElement);
    expect(demo.getByText('1 консультация')).toBeTruthy();
    expect(demo.getByText(t('videoconsultations.locked'))).toBeTruthy();
    expect(demo.queryByRole('link')).toBeNull();

    const coming = await screen.findByRole('list', { name: t('videoconsultations.list.upcoming') });
    const booking = within(coming);
    expect(booking.getByText(/15:00/)).toBeTruthy();
    expect(booking.getByText(t('videoconsultations.zone', { zone: 'Europe/Moscow' }))).toBeTruthy();
    expect(booking.getByText(t('videoconsultations.expert', { name: expert.name }))).toBeTruthy();
    const join = booking.getByRole('link', { name: t('videoconsultations.join') });
    expect(join.getAttribute('href')).toBe(meetingUrl);
    expect(
      booking.getByRole('link', { name: t('videoconsultations.list.move') }).getAttribute('href'),
    ).toBe(`/videoconsultations/${upcoming.id}`);

    const held = within(screen.getByRole('list', { name: t('videoconsultations.list.past') }));
    expect(held.getAllByRole('listitem')).toHaveLength(1);
    expect(held.queryByRole('link')).toBeNull();
    const list = api.calls.find((call) => call.path === '/online-consultation');
    expect(list?.url.searchParams.get('expand')).toBe('course');
  });

  it('says the school offers none when the brand has switched them off', async () => {
    await renderConsultations(
      '/videoconsultations',
      {},
      buildBrandConfig({ isVideoConsultationSupport: false }),
    );
    expect(await screen.findByText(t('videoconsultations.off'))).toBeTruthy();
    expect(await screen.findByText(t('videoconsultations.list.bookedEmpty'))).toBeTruthy();
  });

  it('offers a retry when a list fails to load', async () => {
    let fail = true;
    await renderConsultations('/videoconsultations', {
      'GET /course/online-consultations': () =>
        fail ? jsonResponse({ message: 'Сервер недоступен' }, { status: 500 }) : jsonResponse([]),
    });
    expect(await screen.findByText('Сервер недоступен')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: t('common.actions.retry') }));
    expect(await screen.findByText(t('videoconsultations.list.availableEmpty'))).toBeTruthy();
  });
});

describe('/videoconsultations over the WebSocket', () => {
  it('moves a consultation booked in another tab from "to book" to the bookings when told', async () => {
    const first = buildConsultation({ course: yoga });
    let toBook = [first];
    let bookings: ReturnType<typeof buildConsultation>[] = [];
    installTestSocket();
    await renderConsultations('/videoconsultations', {
      'GET /course/online-consultations': () => jsonResponse(toBook),
      'GET /online-consultation': () => jsonResponse(bookings),
    });
    const socket = await connectTestSocket();
    const available = await screen.findByRole('region', {
      name: t('videoconsultations.list.available'),
    });
    await within(available).findByRole('link', { name: t('videoconsultations.list.book') });
    toBook = [];
    bookings = [
      buildConsultation({
        id: first.id,
        course: yoga,
        status: 'booked',
        start_date_time: NOON_UTC,
        expert,
        meetingUrl,
      }),
    ];
    socket.receive({ type: 'notice', topic: 'video-consultations', id: first.id });
    const coming = await screen.findByRole('list', { name: t('videoconsultations.list.upcoming') });
    expect(
      within(coming).getByText(t('videoconsultations.expert', { name: expert.name })),
    ).toBeTruthy();
    expect(
      within(available).queryByRole('link', { name: t('videoconsultations.list.book') }),
    ).toBeNull();
  });
});

describe('/videoconsultations/{id}', () => {
  it('books a slot: a slot taken meanwhile (409) refreshes the slots and says so', async () => {
    const consultation = buildConsultation();
    const taken = NOON_UTC;
    const free = NOON_UTC + 1800;
    const booked = buildConsultation({
      ...consultation,
      status: 'booked',
      start_date_time: free,
      expert,
      meetingUrl,
    });
    let slotCalls = 0;
    let puts = 0;
    // Once booked, the consultation leaves the list to book for the bookings.
    const isBooked = () => puts === 2;
    const { api } = await renderConsultations(`/videoconsultations/${consultation.id}`, {
      'GET /course/online-consultations': () => jsonResponse(isBooked() ? [] : [consultation]),
      // The bookings answer after the list to book: the screen must not lose the booking meanwhile.
      'GET /online-consultation': async () => {
        if (!isBooked()) return jsonResponse([]);
        await new Promise((resolve) => setTimeout(resolve, 50));
        return jsonResponse([booked]);
      },
      'GET /online-consultation/slots': () => {
        slotCalls += 1;
        return slotCalls === 1
          ? slots(slot(taken, '15:00'), slot(free, '15:30'))
          : slots(slot(free, '15:30'));
      },
      'PUT /online-consultation/update': () => {
        puts += 1;
        return puts === 1
          ? jsonResponse(
              { message: 'Это время только что заняли. Выберите другое время.' },
              { status: 409 },
            )
          : jsonResponse(booked);
      },
    });

    const day = await screen.findByRole('group', {
      name: t('videoconsultations.booking.times', { day: '2 марта 2026 г.' }),
    });
    await userEvent.click(within(day).getByLabelText('15:00'));
    await userEvent.type(screen.getByLabelText(t('videoconsultations.booking.note')), 'Про спину');
    await userEvent.type(
      screen.getByLabelText(t('videoconsultations.booking.phone')),
      '+7 912 345 67 89',
    );
    await userEvent.click(
      screen.getByRole('button', { name: t('videoconsultations.booking.book') }),
    );

    expect(
      await screen.findByText(
        `Это время только что заняли. Выберите другое время. ${t('videoconsultations.booking.refreshed')}`,
      ),
    ).toBeTruthy();
    expect(await screen.findByLabelText('15:30')).toBeTruthy();
    expect(screen.queryByLabelText('15:00')).toBeNull();
    const slotCall = api.calls.find((call) => call.path === '/online-consultation/slots');
    expect(slotCall?.url.searchParams.get('timezone')).toBe('Europe/Moscow');
    expect(slotCall?.url.searchParams.get('id')).toBe(String(consultation.id));

    await userEvent.click(screen.getByLabelText('15:30'));
    await userEvent.click(
      screen.getByRole('button', { name: t('videoconsultations.booking.book') }),
    );
    expect(await screen.findByText(t('videoconsultations.booking.done'))).toBeTruthy();
    expect(
      screen.getByRole('link', { name: t('videoconsultations.join') }).getAttribute('href'),
    ).toBe(meetingUrl);
    expect(screen.getByText(/15:30/)).toBeTruthy();
    const putCalls = api.calls.filter((call) => call.method === 'PUT');
    expect(bodyOf(putCalls[0])).toEqual({
      start_date_time: taken,
      note: 'Про спину',
      phone: '+7 912 345 67 89',
    });
    expect(bodyOf(putCalls[1])).toMatchObject({ start_date_time: free });
    expect(putCalls[1]?.url.searchParams.get('id')).toBe(String(consultation.id));
  });

  it('checks the phone and asks for a time before sending anything', async () => {
    const consultation = buildConsultation();
    const { api } = await renderConsultations(`/videoconsultations/${consultation.id}`, {
      'GET /course/online-consultations': () => jsonResponse([consultation]),
      'GET /online-consultation/slots': () => slots(slot(NOON_UTC, '15:00')),
    });
    await screen.findByLabelText('15:00');
    await userEvent.type(screen.getByLabelText(t('videoconsultations.booking.phone')), '12ab');
    await userEvent.click(
      screen.getByRole('button', { name: t('videoconsultations.booking.book') }),
    );
    expect(await screen.findByText(t('videoconsultations.booking.slotRequired'))).toBeTruthy();
    const phone = screen.getByLabelText(t('videoconsultations.booking.phone'));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(t('phone.invalidFormat'))).toBeTruthy();
    expect(api.requests()).not.toContain('PUT /online-consultation/update');
  });

  it('shows the days with free time, then the times of the day chosen', async () => {
    const consultation = buildConsultation();
    await renderConsultations(`/videoconsultations/${consultation.id}`, {
      'GET /course/online-consultations': () => jsonResponse([consultation]),
      'GET /online-consultation/slots': () =>
        slots(
          slot(NOON_UTC, '15:00'),
          slot(NOON_UTC + 1800, '15:30'),
          slot(NOON_UTC + 86_400, '15:00', '2026-03-03'),
        ),
    });
    const days = await screen.findByRole('group', { name: t('videoconsultations.booking.days') });
    const [monday, tuesday] = within(days).getAllByRole('radio') as HTMLInputElement[];
    expect(monday?.checked).toBe(true);
    expect(within(days).getByText('2 окна')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('15:30'));
    await userEvent.click(tuesday as HTMLElement);
    const times = screen.getByRole('group', {
      name: t('videoconsultations.booking.times', { day: '3 марта 2026 г.' }),
    });
    const [only] = within(times).getAllByRole('radio') as HTMLInputElement[];
    expect(within(times).getAllByRole('radio')).toHaveLength(1);
    expect(only?.checked).toBe(false);
  });

  it('moving a booking keeps its note and phone, counted and sent again with the new time', async () => {
    const booking = buildConsultation({
      status: 'booked',
      start_date_time: NOON_UTC,
      expert,
      meetingUrl,
      note: 'Про спину',
      phone: '+79123456789',
    });
    const { api } = await renderConsultations(`/videoconsultations/${booking.id}`, {
      'GET /online-consultation': () => jsonResponse([booking]),
      'GET /online-consultation/slots': () => slots(slot(NOON_UTC + 3600, '16:00')),
      'PUT /online-consultation/update': () =>
        jsonResponse({ ...booking, start_date_time: NOON_UTC + 3600 }),
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: t('videoconsultations.booking.moveTitle'),
      }),
    ).toBeTruthy();
    expect(await screen.findByText('9 / 1000')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('16:00'));
    await userEvent.click(
      screen.getByRole('button', { name: t('videoconsultations.booking.move') }),
    );
    expect(await screen.findByText(t('videoconsultations.booking.done'))).toBeTruthy();
    expect(screen.getByText(/16:00/)).toBeTruthy();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(bodyOf(put)).toEqual({
      start_date_time: NOON_UTC + 3600,
      note: 'Про спину',
      phone: '+79123456789',
    });
  });

  it("shows the server's refusal of the phone under the field", async () => {
    const consultation = buildConsultation();
    await renderConsultations(`/videoconsultations/${consultation.id}`, {
      'GET /course/online-consultations': () => jsonResponse([consultation]),
      'GET /online-consultation/slots': () => slots(slot(NOON_UTC, '15:00')),
      'PUT /online-consultation/update': () =>
        jsonResponse(errorBody({ phone: ['Неверный номер'] }), { status: 422 }),
    });
    await userEvent.click(await screen.findByLabelText('15:00'));
    await userEvent.click(
      screen.getByRole('button', { name: t('videoconsultations.booking.book') }),
    );
    expect(await screen.findByText('Неверный номер')).toBeTruthy();
  });

  it('a demo consultation says why it cannot be booked and asks for no slots', async () => {
    const consultation = buildConsultation({ isLocked: true, isChangeable: false });
    const { api } = await renderConsultations(`/videoconsultations/${consultation.id}`, {
      'GET /course/online-consultations': () => jsonResponse([consultation]),
    });
    expect(await screen.findByText(t('videoconsultations.locked'))).toBeTruthy();
    expect(api.requests()).not.toContain('GET /online-consultation/slots');
  });

  it("shows the server's 403 when the slots are refused", async () => {
    const consultation = buildConsultation();
    await renderConsultations(`/videoconsultations/${consultation.id}`, {
      'GET /course/online-consultations': () => jsonResponse([consultation]),
      'GET /online-consultation/slots': () =>
        jsonResponse({ message: 'Видеоконсультации недоступны' }, { status: 403 }),
    });
    expect(await screen.findByText('Видеоконсультации недоступны')).toBeTruthy();
  });
});

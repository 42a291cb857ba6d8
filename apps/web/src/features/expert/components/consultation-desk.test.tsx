import type { Consultation, ExpertBooking } from '@platform/contracts/consultations';
import { asWire, type Unbranded } from '@platform/contracts/time';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  connectTestSocket,
  installTestSocket,
  removeTestSocket,
} from '../../../shared/realtime/test-socket';
import { jsonResponse } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { renderDesk } from '../render-desk';
import { buildExpertChat, minutesAgo, NOW_S, pageResponse } from '../test-fixtures';

afterEach(() => {
  removeTestSocket();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const chat = buildExpertChat({ learner: { id: 9, name: 'Дина' }, waitingSince: minutesAgo(30) });

function consultation(overrides: Partial<Unbranded<Consultation>>): Consultation {
  return asWire<Consultation>({
    id: 70,
    chatChannelId: chat.id,
    status: 'open',
    startMessageId: 1,
    endMessageId: null,
    amount: 1,
    rating: null,
    created_at: minutesAgo(20),
    closed_at: null,
    ...overrides,
  });
}

/** The chat's consultations as the API keeps them: opening adds an open one, closing closes
 * it. */
function consultationApi(
  initial: Consultation[],
  allowance: { maximum: number; remaining: number } | null,
  openAnswer?: () => Response,
) {
  let list = initial;
  return fakeApi({
    'GET /expert/chats': () => pageResponse([chat], { perPage: 100 }),
    'GET /expert/user-homework': () => pageResponse([]),
    'GET /expert/online-consultations': () => jsonResponse([]),
    [`GET /expert/chats/${chat.id}/messages`]: () => pageResponse([]),
    [`GET /expert/chats/${chat.id}/consultations`]: () =>
      jsonResponse({ consultations: list, allowance }),
    [`POST /expert/chats/${chat.id}/consultations`]: () => {
      if (openAnswer) return openAnswer();
      list = [consultation({ id: 71 }), ...list];
      return jsonResponse(list[0]);
    },
    'PUT /expert/consultations/71/close': () => {
      list = list.map((item) =>
        item.id === 71 ? consultation({ ...item, status: 'close', closed_at: NOW_S }) : item,
      );
      return jsonResponse(list[0]);
    },
  });
}

describe('the consultation of an opened chat', () => {
  it('starts one on the question and finishes it; earlier ones show their ratings', async () => {
    const rated = consultation({ id: 60, status: 'rated', rating: 4, closed_at: minutesAgo(600) });
    const api = consultationApi([rated], { maximum: 3, remaining: 2 });
    await renderDesk(`/expert?id=${chat.id}`);
    const box = await screen.findByRole('region', { name: 'Консультация' });
    expect(await within(box).findByText('Осталось 2 платные консультации из 3')).toBeTruthy();
    expect(box.textContent).toContain('оценка 4 из 5');

    await userEvent.click(within(box).getByRole('button', { name: 'Начать консультацию' }));
    const finish = await within(box).findByRole('button', { name: 'Завершить консультацию' });
    expect(box.textContent).toContain('Идёт с');
    await userEvent.click(finish);
    await within(box).findByRole('button', { name: 'Начать консультацию' });
    expect(box.textContent).toContain('ещё не оценена');
    expect(api.requests()).toEqual(
      expect.arrayContaining([
        `POST /expert/chats/${chat.id}/consultations`,
        'PUT /expert/consultations/71/close',
      ]),
    );
  });

  it('offers none when the paid ones are used up', async () => {
    consultationApi([], { maximum: 1, remaining: 0 });
    await renderDesk(`/expert?id=${chat.id}`);
    const box = await screen.findByRole('region', { name: 'Консультация' });
    const start = await within(box).findByRole('button', { name: 'Начать консультацию' });
    expect((start as HTMLButtonElement).disabled).toBe(true);
    expect(box.textContent).toContain('Платные консультации этого курса закончились.');
  });

  it('says why opening was refused', async () => {
    consultationApi([], null, () =>
      jsonResponse({ message: 'В этом чате уже идёт консультация' }, { status: 409 }),
    );
    await renderDesk(`/expert?id=${chat.id}`);
    const box = await screen.findByRole('region', { name: 'Консультация' });
    await userEvent.click(await within(box).findByRole('button', { name: 'Начать консультацию' }));
    expect((await within(box).findByRole('alert')).textContent).toContain(
      'В этом чате уже идёт консультация',
    );
  });
});

function booking(overrides: Partial<Unbranded<ExpertBooking>>): ExpertBooking {
  return asWire<ExpertBooking>({
    id: 1,
    start_date_time: NOW_S + 3600,
    end_date_time: NOW_S + 5400,
    note: null,
    phone: null,
    meetingUrl: null,
    learner: { id: 3, name: 'Вера' },
    course: { id: 4, title: 'Здоровая спина' },
    ...overrides,
  });
}

describe("the expert's video consultations", () => {
  it("lists today's, then the upcoming ones, with the note, phone and meeting link", async () => {
    fakeApi({
      'GET /expert/chats': () => pageResponse([], { perPage: 100 }),
      'GET /expert/user-homework': () => pageResponse([]),
      'GET /expert/online-consultations': () =>
        jsonResponse([
          booking({
            id: 1,
            note: 'Болит колено',
            phone: '+79990001122',
            meetingUrl: 'https://meet.example/a',
          }),
          booking({ id: 2, start_date_time: NOW_S + 3 * 86_400, learner: { id: 5, name: 'Олег' } }),
        ]),
    });
    await renderDesk('/expert?section=bookings');
    const today = await screen.findByRole('region', { name: 'Сегодня' });
    expect(today.textContent).toContain('Вера');
    expect(today.textContent).toContain('Комментарий: Болит колено');
    expect(within(today).getByRole('link', { name: '+79990001122' }).getAttribute('href')).toBe(
      'tel:+79990001122',
    );
    expect(
      within(today).getByRole('link', { name: 'Перейти на видеовстречу' }).getAttribute('href'),
    ).toBe('https://meet.example/a');
    const upcoming = screen.getByRole('region', { name: 'Предстоящие' });
    expect(upcoming.textContent).toContain('Олег');
    expect(upcoming.textContent).not.toContain('Вера');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Видеоконсультации (2)' })).toBeTruthy(),
    );
  });

  it('shows a booking made meanwhile as the WebSocket tells of it, without polling', async () => {
    let booked: ExpertBooking[] = [];
    const api = fakeApi({
      'GET /expert/chats': () => pageResponse([], { perPage: 100 }),
      'GET /expert/user-homework': () => pageResponse([]),
      'GET /expert/online-consultations': () => jsonResponse(booked),
    });
    installTestSocket();
    await renderDesk('/expert?section=bookings');
    const socket = await connectTestSocket();
    await screen.findByRole('region', { name: 'Сегодня' });
    expect(screen.getAllByText('Записей нет.')).toHaveLength(2);
    const reads = () =>
      api.requests().filter((request) => request === 'GET /expert/online-consultations').length;
    const before = reads();
    booked = [booking({ id: 8, learner: { id: 6, name: 'Нина' } })];
    socket.receive({ type: 'notice', topic: 'video-consultations', id: 8 });
    const today = await screen.findByRole('region', { name: 'Сегодня' });
    await waitFor(() => expect(today.textContent).toContain('Нина'));
    expect(reads()).toBe(before + 1);
  });

  it('says when nothing is booked', async () => {
    fakeApi({
      'GET /expert/chats': () => pageResponse([], { perPage: 100 }),
      'GET /expert/user-homework': () => pageResponse([]),
      'GET /expert/online-consultations': () => jsonResponse([]),
    });
    await renderDesk('/expert?section=bookings');
    await screen.findByRole('region', { name: 'Сегодня' });
    expect(screen.getAllByText('Записей нет.')).toHaveLength(2);
  });
});

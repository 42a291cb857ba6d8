import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../shared/routing/paths';
import { jsonResponse } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { PointsHistoryScreen } from './points-history-screen';
import { PointsScreen } from './points-screen';

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);

const entry = (id: number, amount: number, howItWas = `Запись ${id}`) => ({
  id,
  amount,
  type: amount < 0 ? 'debit' : 'add',
  howItWas,
  created_at: 1_772_452_800,
  updated_at: 1_772_452_800,
});
const page = (items: unknown[], currentPage: number, pageCount: number) =>
  jsonResponse(items, {
    headers: {
      'x-pagination-current-page': String(currentPage),
      'x-pagination-page-count': String(pageCount),
      'x-pagination-per-page': '20',
      'x-pagination-total-count': String(pageCount * 20),
    },
  });

async function renderPoints(path: string, routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  await renderRoutes(
    [
      { path: paths.points.pattern, element: <PointsScreen /> },
      { path: paths.pointsHistory.pattern, element: <PointsHistoryScreen /> },
    ],
    { path },
  );
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('/user/points', () => {
  it('shows the balance with its plural label, how many are missing to 200, and the FAQ', async () => {
    await renderPoints('/user/points', {
      'GET /user-score/amount': () => jsonResponse({ amount: 121, canSpend: false }),
    });
    expect(await screen.findByText('121 балл')).toBeTruthy();
    expect(screen.getByText(t('points.toThreshold', { count: 79 }))).toBeTruthy();
    expect(screen.getByText(/Осталось накопить 79 баллов/)).toBeTruthy();
    const question = screen.getByText(t('points.faq.thresholdQ'));
    await userEvent.click(question);
    expect(screen.getByText(t('points.faq.thresholdA'))).toBeTruthy();
    expect(screen.getByRole('link', { name: t('points.historyLink') }).getAttribute('href')).toBe(
      '/user/points/history',
    );
  });

  it('says points can be spent once the balance reaches 200', async () => {
    await renderPoints('/user/points', {
      'GET /user-score/amount': () => jsonResponse({ amount: 272, canSpend: true }),
    });
    expect(await screen.findByText('272 балла')).toBeTruthy();
    expect(screen.getByText(t('points.canSpend'))).toBeTruthy();
  });

  it("says 'Something went wrong' when the balance does not load, and retries", async () => {
    let fail = true;
    await renderPoints('/user/points', {
      'GET /user-score/amount': () =>
        fail
          ? jsonResponse({ message: 'Internal error' }, { status: 500 })
          : jsonResponse({ amount: 272, canSpend: true }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Что-то пошло не так');
    expect(screen.queryByText(t('points.canSpend'))).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: t('common.actions.retry') }));
    expect(await screen.findByText('272 балла')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('/user/points/history', () => {
  it('lists what the points were for, + and − with plural labels, then 20 more on demand', async () => {
    const first = Array.from({ length: 20 }, (_, index) => entry(40 - index, 5));
    first[0] = entry(40, -250, 'Оплата продления «Продление»');
    await renderPoints('/user/points/history', {
      'GET /user-score': (call) =>
        call.url.searchParams.get('page') === '2'
          ? page([entry(1, 1, 'Пройден день курса «Йога»')], 2, 2)
          : page(first, 1, 2),
    });
    expect(await screen.findByText('Оплата продления «Продление»')).toBeTruthy();
    expect(screen.getByText('−250 баллов')).toBeTruthy();
    expect(screen.getAllByText('+5 баллов')).toHaveLength(19);
    await userEvent.click(screen.getByRole('button', { name: t('points.history.more') }));
    expect(await screen.findByText('+1 балл')).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('points.history.more') })).toBeNull();
  });

  it('says when there is nothing yet', async () => {
    await renderPoints('/user/points/history', { 'GET /user-score': () => page([], 1, 0) });
    expect(await screen.findByText(t('points.history.empty'))).toBeTruthy();
  });

  it("says 'Something went wrong' when the history does not load, and retries", async () => {
    let fail = true;
    await renderPoints('/user/points/history', {
      'GET /user-score': () =>
        fail
          ? jsonResponse({ message: 'Internal error' }, { status: 500 })
          : page([entry(1, 1, 'Пройден день курса «Йога»')], 1, 1),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Что-то пошло не так');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: t('common.actions.retry') }));
    expect(await screen.findByText('Пройден день курса «Йога»')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

import type { Stream } from '@platform/contracts/streams';
import type { Unbranded } from '@platform/contracts/time';
import { SUPPORT_CATEGORY_IDS } from '@platform/domain/constants/brand';
import { DAY_MS } from '@platform/domain/constants/time';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { formatDate } from '../../shared/i18n/format-date';
import { paths } from '../../shared/routing/paths';
import { NOW } from '../../test/learning-fixtures';

/**
 * The access states every screen that shows a stream (calendar, day, home) must give a way
 * forward, with what the learner reads and the links they get ([text, href], `{id}` the
 * stream's id). Texts are Russian, the default language the tests render in.
 */
export type AccessCase = {
  name: string;
  stream: Partial<Unbranded<Stream>>;
  /** A sentence the screen says about the state. */
  says: string;
  links: [string, string][];
  /** What the panel of the calendar and the day, which explains the state, adds after `links`:
   * the brand's course-renewal topic in support (a card keeps to `links`). */
  panelLinks?: [string, string][];
  /** The freeze is cancelled in place rather than linked. */
  cancelsFreeze?: boolean;
};

const FREEZE_END = NOW + 4 * DAY_MS;
/** The default brand's course-renewal topic about the stream. */
const RENEW_THROUGH_SUPPORT: [string, string] = [
  'Продлить через поддержку',
  `/support/${SUPPORT_CATEGORY_IDS.renewCourse}/{id}`,
];

export const ACCESS_CASES: AccessCase[] = [
  {
    name: 'demo',
    stream: { isDemo: true, courseFullAccess: false },
    says: 'Демо',
    links: [['Купить полный доступ', '/checkout/stream/{id}']],
  },
  {
    name: 'stopped',
    stream: { status: 'stopped', isOptionalPurchase: true, accessStoppedAt: NOW - 2 * DAY_MS },
    says: `приостановлен ${formatDate(NOW - 2 * DAY_MS, 'ru')}`,
    links: [
      ['Продлить подписку', paths.subscriptions.href()],
      ['Купить доступ к курсу', '/checkout/stream/{id}'],
    ],
    panelLinks: [RENEW_THROUGH_SUPPORT],
  },
  {
    name: 'ended',
    stream: { status: 'ended', endDate: NOW - DAY_MS },
    says: `закончился ${formatDate(NOW - DAY_MS, 'ru')}`,
    links: [
      ['Продлить курс', '/course/{id}/extend'],
      ['Выбрать новый курс', paths.catalog.href()],
    ],
    panelLinks: [RENEW_THROUGH_SUPPORT],
  },
  {
    name: 'not started',
    stream: { status: 'not_started', startDate: NOW + 3 * DAY_MS - 3600_000 },
    says: 'через 3 дня',
    links: [],
  },
  {
    name: 'frozen',
    stream: {
      status: 'freeze',
      userCourseStreamFreeze: {
        id: 1,
        status: 'Active',
        startDate: NOW - DAY_MS,
        endDate: FREEZE_END,
      },
    },
    says: `аморожен до ${formatDate(FREEZE_END, 'ru')}`,
    links: [],
    cancelsFreeze: true,
  },
];

/** The actions offered in `scope` are the case's links (and the freeze's cancellation), and on
 * a `panel` its panel links after them; the screen's own navigation and links back to the
 * calendar are not actions. */
export function expectAccessActions(
  scope: HTMLElement,
  access: AccessCase,
  streamId: number,
  { panel = false } = {},
) {
  const links = panel ? [...access.links, ...(access.panelLinks ?? [])] : access.links;
  expect(scope.textContent).toContain(access.says);
  expect(
    within(scope)
      .queryAllByRole('link')
      .filter((link) => !link.closest('nav') && !link.getAttribute('href')?.includes('/calendar'))
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual(links.map(([text, href]) => [text, href.replace('{id}', String(streamId))]));
  expect(within(scope).queryAllByRole('button', { name: 'Отменить заморозку' }).length).toBe(
    access.cancelsFreeze ? 1 : 0,
  );
}

/** Cancels the freeze from `scope` through its confirmation. */
export async function cancelFreezeFrom(scope: HTMLElement) {
  const user = userEvent.setup();
  await user.click(within(scope).getByRole('button', { name: 'Отменить заморозку' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Отменить заморозку?' });
  await user.click(within(dialog).getByRole('button', { name: 'Отменить заморозку' }));
}

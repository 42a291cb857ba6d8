import { TRIAL_MODAL_DELAY_MS, TRIAL_MODAL_REPEAT_MS } from '@platform/domain/constants/shell';
import { act, fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPlan, jsonResponse } from '../../test/factories';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { setViewportWidth, VIEWPORTS } from '../../test/viewport';
import { FreeTrialPrompt } from './free-trial-prompt';
import { newPromptVisit, type PromptVisit } from './prompt-when-free';
import { QrPrompt } from './qr-prompt';
import { trialModalSchedule } from './trial-schedule';

const NOW = new Date('2026-03-01T09:00:00Z').getTime();

/** A learner who never subscribed, and the brand's tariff with a trial available to them or not. */
function answerPlans(trialAvailable: boolean) {
  return fakeApi({
    'GET /payment-subscription': () => jsonResponse([]),
    'GET /subscription-plans': () => jsonResponse([buildPlan({ trialAvailable })]),
  });
}

async function load(visit: PromptVisit = newPromptVisit()) {
  return renderRoutes([{ path: '/', element: <FreeTrialPrompt visit={visit} /> }]);
}

/** Lets time pass, then lets the lazily loaded modal arrive. */
async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    await vi.dynamicImportSettled();
  });
}

/** Long enough for a modal on its way to have arrived and been revealed (two rounds). */
async function waitLong() {
  await pass(10 * TRIAL_MODAL_DELAY_MS);
  await pass(10 * TRIAL_MODAL_DELAY_MS);
}

const trialDialog = () => screen.queryByRole('dialog', { name: i18next.t('shell.trial.title') });

// The lazy modals' modules are transformed once up front (see qr-prompt.test.tsx).
beforeAll(() => Promise.all([import('./free-trial-modal'), import('./qr-modal')]));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
  setViewportWidth(VIEWPORTS.mobile);
});
afterEach(() => {
  vi.useRealTimers();
  setViewportWidth(1024);
});

describe('free-trial offer (spec 000 section 2, shell widgets)', () => {
  it('shows 2 s after load, on a phone too, when a tariff gives this learner a free trial', async () => {
    answerPlans(true);
    await load();
    await pass(TRIAL_MODAL_DELAY_MS - 1);
    expect(trialDialog()).toBeNull();
    await pass(1);
    await vi.waitFor(() => expect(trialDialog()).toBeTruthy());
    // The offer of spec section 9: 7 days free, then 2990 RUB a month, money back within 14 days.
    expect(screen.getByText('7 дней бесплатно')).toBeTruthy();
    expect(screen.getByText(/^Затем 2\s?990\s₽ в месяц$/)).toBeTruthy();
    expect(screen.getByText('Вернём деньги в течение 14 дней')).toBeTruthy();
  });

  it('is not offered when no tariff gives a free trial (the learner subscribed before)', async () => {
    answerPlans(false);
    await load();
    await waitLong();
    expect(trialDialog()).toBeNull();
  });

  it('is not offered to a learner who ever subscribed, and their tariffs are not asked for', async () => {
    const api = fakeApi({
      'GET /payment-subscription': () => jsonResponse([{ id: 3, status: 'canceled' }]),
    });
    await load();
    await waitLong();
    expect(trialDialog()).toBeNull();
    expect(api.requests()).toEqual(['GET /payment-subscription']);
  });

  it('stays away for a week once closed, without asking for the tariffs meanwhile', async () => {
    answerPlans(true);
    const first = await load();
    await pass(TRIAL_MODAL_DELAY_MS);
    await vi.waitFor(() => expect(trialDialog()).toBeTruthy());
    const closedAt = Date.now();
    fireEvent.click(screen.getByRole('button', { name: i18next.t('common.actions.close') }));
    expect(trialDialog()).toBeNull();
    first.unmount();

    vi.setSystemTime(closedAt + TRIAL_MODAL_REPEAT_MS - 1);
    expect(trialModalSchedule.isDue(Date.now())).toBe(false);
    const api = answerPlans(true);
    const again = await load();
    await waitLong();
    expect(trialDialog()).toBeNull();
    expect(api.requests()).toEqual(['GET /payment-subscription']);
    again.unmount();

    vi.setSystemTime(closedAt + TRIAL_MODAL_REPEAT_MS);
    answerPlans(true);
    await load();
    await pass(TRIAL_MODAL_DELAY_MS);
    await vi.waitFor(() => expect(trialDialog()).toBeTruthy());
  });

  it('waits while a lesson plays', async () => {
    answerPlans(true);
    const video = document.body.appendChild(document.createElement('video'));
    Object.defineProperty(video, 'paused', { configurable: true, value: false });
    try {
      await load();
      await waitLong();
      expect(trialDialog()).toBeNull();
      Object.defineProperty(video, 'paused', { configurable: true, value: true });
      video.dispatchEvent(new Event('pause'));
      await pass(TRIAL_MODAL_DELAY_MS);
      await vi.waitFor(() => expect(trialDialog()).toBeTruthy());
    } finally {
      video.remove();
    }
  });

  it('leaves a visit the QR invitation took to it: one promotional modal at a time', async () => {
    setViewportWidth(VIEWPORTS.desktop);
    answerPlans(true);
    const visit = newPromptVisit();
    await renderRoutes([
      {
        path: '/',
        element: (
          <>
            <QrPrompt visit={visit} />
            <FreeTrialPrompt visit={visit} />
          </>
        ),
      },
    ]);
    await pass(TRIAL_MODAL_DELAY_MS);
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: i18next.t('shell.qr.title') })).toBeTruthy(),
    );
    fireEvent.click(screen.getByRole('button', { name: i18next.t('common.actions.close') }));
    await waitLong();
    expect(trialDialog()).toBeNull();
  });
});

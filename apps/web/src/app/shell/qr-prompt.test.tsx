import { QR_MODAL_DELAY_MS } from '@platform/domain/constants/shell';
import { DAY_MS } from '@platform/domain/constants/time';
import { act, fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { setViewportWidth, VIEWPORTS } from '../../test/viewport';
import { QrPrompt } from './qr-prompt';
import { qrModalStorage } from './qr-schedule';

const NOW = new Date('2026-03-01T09:00:00Z').getTime();

async function load() {
  const view = await renderRoutes([{ path: '/', element: <QrPrompt /> }]);
  return view;
}

/** Lets time pass, then lets the lazily loaded modal arrive. */
async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    await vi.dynamicImportSettled();
  });
}

const dialog = () => screen.queryByRole('dialog', { name: i18next.t('shell.qr.title') });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
  setViewportWidth(VIEWPORTS.desktop);
});
afterEach(() => {
  vi.useRealTimers();
  setViewportWidth(1024);
});

describe('QR modal (spec 000 section 4)', () => {
  it('shows 2 s after load on the desktop layout, with a QR code made in the page', async () => {
    await load();
    await pass(QR_MODAL_DELAY_MS - 1);
    expect(dialog()).toBeNull();
    await pass(1);
    // React reveals a suspended tree on its own timer: waitFor advances the fake clock.
    await vi.waitFor(() => expect(dialog()).toBeTruthy());
    const code = screen.getByRole('img', { name: /QR/ });
    expect(code.tagName.toLowerCase()).toBe('svg');
    expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  });

  it('does not show below the desktop breakpoint', async () => {
    setViewportWidth(VIEWPORTS.desktop - 1);
    await load();
    // Twice: a modal on its way would have arrived and been revealed by the second round.
    await pass(10 * QR_MODAL_DELAY_MS);
    await pass(10 * QR_MODAL_DELAY_MS);
    expect(dialog()).toBeNull();
  });

  it('stays away for a day after it is closed', async () => {
    await load();
    await pass(QR_MODAL_DELAY_MS);
    await vi.waitFor(() => expect(dialog()).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: i18next.t('common.actions.close') }));
    expect(dialog()).toBeNull();
    const { closes, nextShowAt } = qrModalStorage.read();
    expect(closes).toBe(1);
    expect(nextShowAt).toBe(Date.now() + DAY_MS);
  });

  it('does not show before its time', async () => {
    qrModalStorage.write({ closes: 0, nextShowAt: NOW + 3 * DAY_MS });
    await load();
    // Twice: a modal on its way would have arrived and been revealed by the second round.
    await pass(10 * QR_MODAL_DELAY_MS);
    await pass(10 * QR_MODAL_DELAY_MS);
    expect(dialog()).toBeNull();
  });
});

import { QR_MODAL_DELAY_MS } from '@platform/domain/constants/shell';
import { DAY_MS } from '@platform/domain/constants/time';
import { act, fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { setViewportWidth, VIEWPORTS } from '../../test/viewport';
import { newPromptVisit } from './prompt-when-free';
import { QrPrompt } from './qr-prompt';
import { qrModalStorage } from './qr-schedule';

const NOW = new Date('2026-03-01T09:00:00Z').getTime();

async function load() {
  const view = await renderRoutes([{ path: '/', element: <QrPrompt visit={newPromptVisit()} /> }]);
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

// The lazy modal's module is transformed once up front: on a busy machine its first import
// outlasts waitFor, which would fail the first test for want of CPU, not of behaviour.
beforeAll(() => import('./qr-modal'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
  setViewportWidth(VIEWPORTS.desktop);
});
afterEach(() => {
  vi.useRealTimers();
  setViewportWidth(1024);
  for (const node of added.splice(0)) node.remove();
});

/** What the page holds beside the shell: removed after each test. */
const added: HTMLElement[] = [];
function addToPage<E extends HTMLElement>(node: E): E {
  document.body.append(node);
  added.push(node);
  return node;
}

/** A lesson's video, playing (jsdom plays nothing: its state is set by hand). */
function playingVideo(): HTMLVideoElement {
  const video = addToPage(document.createElement('video'));
  Object.defineProperty(video, 'paused', { configurable: true, value: false });
  return video;
}

function pause(video: HTMLVideoElement) {
  Object.defineProperty(video, 'paused', { configurable: true, value: true });
  video.dispatchEvent(new Event('pause'));
}

/** Long enough for a modal on its way to have arrived and been revealed (two rounds). */
async function waitLong() {
  await pass(10 * QR_MODAL_DELAY_MS);
  await pass(10 * QR_MODAL_DELAY_MS);
}

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

  it('waits while a lesson plays, and shows 2 s after it stops', async () => {
    const video = playingVideo();
    await load();
    await waitLong();
    expect(dialog()).toBeNull();
    pause(video);
    await pass(QR_MODAL_DELAY_MS - 1);
    expect(dialog()).toBeNull();
    await pass(1);
    await vi.waitFor(() => expect(dialog()).toBeTruthy());
  });

  it('does not come in between two lessons of a block (the next one plays within 2 s)', async () => {
    const first = playingVideo();
    await load();
    await pass(QR_MODAL_DELAY_MS);
    first.remove();
    const next = playingVideo();
    await waitLong();
    expect(dialog()).toBeNull();
    pause(next);
    await pass(QR_MODAL_DELAY_MS);
    await vi.waitFor(() => expect(dialog()).toBeTruthy());
  });

  it('waits while another dialog is open, and shows 2 s after it closes', async () => {
    const other = addToPage(document.createElement('div'));
    other.setAttribute('role', 'alertdialog');
    await load();
    await waitLong();
    expect(dialog()).toBeNull();
    // Closing a dialog unmounts it.
    await act(async () => {
      other.remove();
    });
    await pass(QR_MODAL_DELAY_MS);
    await vi.waitFor(() => expect(dialog()).toBeTruthy());
  });

  it('opens over a paused lesson', async () => {
    pause(playingVideo());
    await load();
    await pass(QR_MODAL_DELAY_MS);
    await vi.waitFor(() => expect(dialog()).toBeTruthy());
  });
});

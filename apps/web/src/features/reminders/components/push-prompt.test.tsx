import { PUSH_PROMPT_DELAY_MS, PUSH_PROMPT_PAGE_VIEWS } from '@platform/domain/constants/reminders';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../../test/render';
import { enablePush, pushSupported } from '../push/browser-push';
import { PushPrompt } from './push-prompt';

vi.mock('../push/browser-push', () => ({
  pushSupported: vi.fn(() => true),
  enablePush: vi.fn(async () => 'on'),
}));

const STORAGE_KEY = 'learning-platform.push-prompt';
const START = Date.parse('2026-03-30T06:00:00Z');
let now = START;

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
const seed = (views: number, firstAt: number, dismissed = false) =>
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ views, firstAt, dismissed }));
const prompt = () => screen.queryByRole('region', { name: 'Напоминания о занятиях' });

async function renderPrompt(path = '/home') {
  const view = await renderInRouter(<PushPrompt />, { path });
  const go = (to: string) => act(() => view.router.navigate(to));
  return { ...view, go };
}

beforeEach(() => {
  localStorage.clear();
  now = START;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  vi.stubGlobal('Notification', { permission: 'default' });
  vi.mocked(pushSupported).mockReturnValue(true);
  vi.mocked(enablePush).mockClear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('PushPrompt', () => {
  it('counts each new page as one view from the first one on, and stays hidden', async () => {
    const { go } = await renderPrompt('/home');
    expect(stored()).toEqual({ views: 1, firstAt: START, dismissed: false });
    now += 5_000;
    await go('/courses');
    await go('/user/points');
    // The same page again (a query changes, not the path) is not another view.
    await go('/user/points?page=2');
    expect(stored()).toEqual({ views: 3, firstAt: START, dismissed: false });
    expect(prompt()).toBeNull();
  });

  it(`waits for ${PUSH_PROMPT_PAGE_VIEWS} page views even when ${PUSH_PROMPT_DELAY_MS} ms have passed`, async () => {
    seed(PUSH_PROMPT_PAGE_VIEWS - 2, START - PUSH_PROMPT_DELAY_MS);
    const { go } = await renderPrompt();
    expect(stored().views).toBe(PUSH_PROMPT_PAGE_VIEWS - 1);
    expect(prompt()).toBeNull();
    // The 1000th view shows it.
    await go('/courses');
    expect(stored().views).toBe(PUSH_PROMPT_PAGE_VIEWS);
    expect(prompt()).not.toBeNull();
    expect(screen.getByText('Получать напоминания о занятиях на этом устройстве?')).toBeTruthy();
  });

  it(`waits for ${PUSH_PROMPT_DELAY_MS} ms since the first view even after ${PUSH_PROMPT_PAGE_VIEWS} views`, async () => {
    seed(PUSH_PROMPT_PAGE_VIEWS + 50, START);
    now = START + PUSH_PROMPT_DELAY_MS - 1;
    const { go } = await renderPrompt();
    expect(prompt()).toBeNull();
    now = START + PUSH_PROMPT_DELAY_MS;
    await go('/courses');
    expect(prompt()).not.toBeNull();
  });

  it('remembers "Not now": hidden at once and on every later page', async () => {
    seed(PUSH_PROMPT_PAGE_VIEWS, START - PUSH_PROMPT_DELAY_MS);
    const { go } = await renderPrompt();
    await userEvent.click(screen.getByRole('button', { name: 'Не сейчас' }));
    expect(prompt()).toBeNull();
    expect(stored()).toMatchObject({ dismissed: true, views: PUSH_PROMPT_PAGE_VIEWS + 1 });
    await go('/courses');
    expect(prompt()).toBeNull();
    expect(stored()).toMatchObject({ dismissed: true, views: PUSH_PROMPT_PAGE_VIEWS + 2 });
    expect(enablePush).not.toHaveBeenCalled();
  });

  it('"Enable" asks the browser, then goes away for good', async () => {
    seed(PUSH_PROMPT_PAGE_VIEWS, START - PUSH_PROMPT_DELAY_MS);
    await renderPrompt();
    await userEvent.click(screen.getByRole('button', { name: 'Включить' }));
    expect(enablePush).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(prompt()).toBeNull());
    expect(stored().dismissed).toBe(true);
  });

  it('never shows once the browser was asked, nor where push is unsupported', async () => {
    seed(PUSH_PROMPT_PAGE_VIEWS, START - PUSH_PROMPT_DELAY_MS);
    vi.stubGlobal('Notification', { permission: 'denied' });
    const { unmount } = await renderPrompt();
    expect(prompt()).toBeNull();
    unmount();
    vi.stubGlobal('Notification', { permission: 'default' });
    vi.mocked(pushSupported).mockReturnValue(false);
    await renderPrompt();
    expect(prompt()).toBeNull();
    // Not counted either: nothing will ever be offered in this browser.
    expect(stored().views).toBe(PUSH_PROMPT_PAGE_VIEWS + 1);
  });
});

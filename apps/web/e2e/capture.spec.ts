import type { Chat } from '@platform/contracts/chats';
import { expect } from 'vitest';
import { FAKE_MEDIA_ARGS, launchChromium } from './chromium';
import { baseUrl, test } from './fixtures';
import { journeyLearner } from './learners';
import { API, signIn, storedToken } from './steps';
import { textsOf } from './texts';

const t = await textsOf('ru');

/** This file's Chromium has a made-up camera and microphone, granted without a prompt; the
 * other journeys' browsers have none. */
const captureTest = test.extend({
  browser: [
    // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const browser = await launchChromium(FAKE_MEDIA_ARGS);
      await use(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
});

// At a phone's width only: the dialog is the same component at every width, and a phone is
// where a learner most takes a photo of their work.
captureTest.scoped({ width: 'mobile' });

captureTest(
  'a photo and a video from the camera are uploaded and sent in a chat message',
  async ({ page, checkScreen }) => {
    await page.goto('/');
    await signIn(page, t, journeyLearner('capture', 'mobile'));
    await page.waitForURL('**/home');
    const response = await fetch(`${baseUrl}${API}/chats`, {
      headers: { authorization: `Bearer ${await storedToken(page)}` },
    });
    const [chat] = (await response.json()) as Chat[];
    if (!chat) throw new Error('the capture learner has no chat');
    await page.goto(`/chat/${chat.id}`);
    const files = page.getByRole('list', { name: t('homework.files.list') });

    // A photo: the live view, the shutter, the photo taken, attached and uploaded.
    await page.getByRole('button', { name: t('capture.takePhoto') }).click();
    const dialog = page.getByRole('dialog', { name: t('capture.title.photo') });
    const shoot = dialog.getByRole('button', { name: t('capture.shoot') });
    await expect.poll(() => shoot.isEnabled()).toBe(true);
    await checkScreen('photo-live');
    await shoot.click();
    await dialog.getByRole('img', { name: t('capture.photoResult') }).waitFor();
    await checkScreen('photo-taken');
    await dialog.getByRole('button', { name: t('capture.attach') }).click();
    await dialog.waitFor({ state: 'detached' });
    await files.getByText(/^photo-.+\.jpg$/).waitFor();

    // A video with sound: two seconds of it, stopped, attached and uploaded.
    await page.getByRole('button', { name: t('capture.recordVideo') }).click();
    const recorder = page.getByRole('dialog', { name: t('capture.title.video') });
    const start = recorder.getByRole('button', { name: t('capture.start') });
    await expect.poll(() => start.isEnabled()).toBe(true);
    await start.click();
    const timer = recorder.getByRole('timer', { name: t('capture.elapsed') });
    await expect.poll(() => timer.textContent(), { timeout: 10_000 }).toBe('0:02');
    await checkScreen('recording');
    await recorder.getByRole('button', { name: t('capture.stop') }).click();
    await recorder.getByLabel(t('capture.videoResult')).waitFor();
    await recorder.getByRole('button', { name: t('capture.attach') }).click();
    await files.getByText(/^video-.+\.webm$/).waitFor();
    // The server took both (its type sniffed from the bytes: Chromium records WebM).
    await page.getByText(t('homework.files.done')).waitFor({ timeout: 20_000 });

    const message = `Фото и видео с камеры ${Date.now().toString(36)}`;
    await page.getByLabel(t('chat.composer.message'), { exact: true }).fill(message);
    await page.getByRole('button', { name: t('chat.composer.send') }).click();
    const sent = page.getByRole('listitem').filter({ hasText: message });
    await sent.locator('img[src^="/files/"]').waitFor();
    await sent.locator('video[src^="/files/"]').waitFor();
  },
);

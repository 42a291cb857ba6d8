import type { Chat } from '@platform/contracts/chats';
import { REALTIME_PATH } from '@platform/contracts/realtime';
import type { Page, WebSocket } from 'playwright-core';
import { expect } from 'vitest';
import { atEveryWidth, baseUrl, expectAccessible, openContext, test } from './fixtures';
import { journeyLearner } from './learners';
import { API, AVATAR_FILE, runMark, signIn, storedToken } from './steps';
import { textsOf } from './texts';

const t = await textsOf('ru');
/** The demo expert of the seed, assigned to the demo courses (apps/api/src/seed). */
const EXPERT = { email: 'expert@example.com', password: 'expert-password' };
const QUESTION = 'Можно ли делать позу воина после еды?';
const ANSWER = 'Лучше через два часа после еды.';

/** The frames the page's chat WebSocket received, as text. */
function realtimeFrames(page: Page): { frames: string[]; sockets: WebSocket[] } {
  const seen = { frames: [] as string[], sockets: [] as WebSocket[] };
  page.on('websocket', (socket) => {
    if (!socket.url().endsWith(REALTIME_PATH)) return;
    seen.sockets.push(socket);
    socket.on('framereceived', ({ payload }) => seen.frames.push(String(payload)));
  });
  return seen;
}

async function theOnlyChat(page: Page): Promise<Chat> {
  const response = await fetch(`${baseUrl}${API}/chats`, {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
  });
  const [chat] = (await response.json()) as Chat[];
  if (!chat) throw new Error('the journey learner has no chat');
  return chat;
}

// At both widths: the learner's chat and the expert's desk (one pane at a time on a phone) each
// at the width of the block, two browsers talking live.
atEveryWidth(() => {
  test('a message with a photo reaches the expert’s desk live, the answer and the consultation come back live', async ({
    page,
    browser,
    width,
    checkScreen,
  }) => {
    // Texts of this run's own: the desk's queue lists the other width's chat too, and a retried
    // journey finds the first attempt's messages in the chat.
    const mark = runMark(width);
    const question = `${QUESTION} (${mark})`;
    const answer = `${ANSWER} (${mark})`;
    const learnerSocket = realtimeFrames(page);
    await page.goto('/');
    await signIn(page, t, journeyLearner('chat', width));
    await page.waitForURL('**/home');
    const chat = await theOnlyChat(page);
    await page.goto(`/chat/${chat.id}`);
    await page.getByRole('heading', { name: t('chat.composer.title') }).waitFor();

    const expertContext = await openContext(browser, width);
    try {
      const desk = await expertContext.newPage();
      const expertSocket = realtimeFrames(desk);
      await desk.goto('/');
      await signIn(desk, t, EXPERT);
      await expect.poll(() => storedToken(desk), { timeout: 10_000 }).toBeTruthy();
      await desk.goto(`/expert?id=${chat.id}`);
      await desk.getByLabel(t('expert.answer.label')).waitFor();
      // Signed in on the socket before the learner writes, so what follows arrives live.
      await expect
        .poll(() => expertSocket.frames.some((f) => f.includes('"ready"')), { timeout: 10_000 })
        .toBe(true);

      await page.getByLabel(t('homework.files.attach')).setInputFiles(AVATAR_FILE);
      await page.getByText(t('homework.files.done')).waitFor();
      await page.getByLabel(t('chat.composer.message'), { exact: true }).fill(question);
      await page.getByRole('button', { name: t('chat.composer.send') }).click();

      // The desk polls only while its socket is down (every 20 s): the question shows well
      // within the 10 s wait because the socket said so.
      await desk.getByText(question).first().waitFor();
      expect(expertSocket.frames.some((frame) => frame.includes(question))).toBe(true);
      expect(await desk.locator('img[src^="/files/"]').count()).toBeGreaterThan(0);
      // The desk is a screen too: the tour's rule, no axe finding of any impact.
      await expectAccessible(desk, 'expert-desk', { everyImpact: true });
      await checkScreen('learner-sent');

      await desk.getByLabel(t('expert.answer.label')).fill(answer);
      await desk.getByRole('button', { name: t('expert.answer.send') }).click();
      await page.getByText(answer).first().waitFor();
      expect(learnerSocket.frames.some((frame) => frame.includes(answer))).toBe(true);
      await checkScreen('answer-arrived');

      // The expert takes the question up as a consultation: the learner's chat shows it open,
      // told by the socket (the learner's screen polls only while it is down, every 20 s).
      await desk.getByRole('button', { name: t('expert.consultations.start') }).click();
      await page.getByText(t('chat.consultations.status.open'), { exact: true }).first().waitFor();
      expect(learnerSocket.frames.some((frame) => frame.includes('"consultation"'))).toBe(true);

      // The token went in the first frame, never in the socket's URL.
      const token = await storedToken(page);
      expect(token).toBeTruthy();
      expect(learnerSocket.sockets.every((socket) => !socket.url().includes(String(token)))).toBe(
        true,
      );
    } finally {
      await expertContext.close();
    }
  });
});

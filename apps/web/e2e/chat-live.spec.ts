import type { Chat } from '@platform/contracts/chats';
import { REALTIME_PATH } from '@platform/contracts/realtime';
import type { Page, WebSocket } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, openContext, test } from './fixtures';
import { journeyLearner } from './learners';
import { API, AVATAR_FILE, signIn, storedToken } from './steps';
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

// One width: two browsers talking is the point here; the chat screens' layouts at both widths
// are the component tests' and the screenshots' concern.
test('a message with a photo reaches the expert’s desk live, and the answer comes back live', async ({
  page,
  browser,
  checkScreen,
}) => {
  const learnerSocket = realtimeFrames(page);
  await page.goto('/');
  await signIn(page, t, journeyLearner('chat', 'desktop'));
  await page.waitForURL('**/home');
  const chat = await theOnlyChat(page);
  await page.goto(`/chat/${chat.id}`);
  await page.getByRole('heading', { name: t('chat.composer.title') }).waitFor();

  const expertContext = await openContext(browser, 'desktop');
  try {
    const desk = await expertContext.newPage();
    const expertSocket = realtimeFrames(desk);
    await desk.goto('/');
    await signIn(desk, t, EXPERT);
    await expect.poll(() => storedToken(desk)).toBeTruthy();
    await desk.goto(`/expert?id=${chat.id}`);
    await desk.getByLabel(t('expert.answer.label')).waitFor();
    // Signed in on the socket before the learner writes, so what follows arrives live.
    await expect.poll(() => expertSocket.frames.some((f) => f.includes('"ready"'))).toBe(true);

    await page.getByLabel(t('homework.files.attach')).setInputFiles(AVATAR_FILE);
    await page.getByText(t('homework.files.done')).waitFor();
    await page.getByLabel(t('chat.composer.message'), { exact: true }).fill(QUESTION);
    await page.getByRole('button', { name: t('chat.composer.send') }).click();

    // The desk polls only while its socket is down (every 20 s): the question shows well within
    // the 10 s wait because the socket said so.
    await desk.getByText(QUESTION).first().waitFor();
    expect(expertSocket.frames.some((frame) => frame.includes(QUESTION))).toBe(true);
    expect(await desk.locator('img[src^="/files/"]').count()).toBeGreaterThan(0);
    await checkScreen('learner-sent');

    await desk.getByLabel(t('expert.answer.label')).fill(ANSWER);
    await desk.getByRole('button', { name: t('expert.answer.send') }).click();
    await page.getByText(ANSWER).first().waitFor();
    expect(learnerSocket.frames.some((frame) => frame.includes(ANSWER))).toBe(true);
    await checkScreen('answer-arrived');

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

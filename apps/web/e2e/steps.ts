import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Mail } from '@platform/contracts/mailbox';
import type { User } from '@platform/contracts/user';
import { storageName, TOKEN_STORAGE_KEY } from '@platform/domain/constants/cookies';
import type { TFunction } from 'i18next';
import type { Page } from 'playwright-core';
import { baseUrl, settled } from './fixtures';
import { DEMO } from './learners';

export { DEMO } from './learners';
export const API = '/spa/api/v1';
/** Good enough for the password rules of @platform/domain. */
export const PASSWORD = 'journey-password-1';
/** A real image for the avatar answers: the app's own icon. */
export const AVATAR_FILE = fileURLToPath(new URL('../public/icons/icon-192.png', import.meta.url));

/** An address no other journey (nor an earlier run against the same server) uses. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${randomBytes(4).toString('hex')}@example.com`;
}

/** A mark for the texts a journey writes, its own among what the other width's run and an
 * earlier attempt of this one wrote to the same server. */
export function runMark(width: string): string {
  return `${width} ${Date.now().toString(36)}`;
}

/** Signs in through the login screen, which must be on display. */
export async function signIn(
  page: Page,
  t: TFunction,
  account: { email: string; password: string } = DEMO,
): Promise<void> {
  await page.getByLabel(t('auth.login.email')).fill(account.email);
  await page.getByLabel(t('auth.login.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: t('auth.login.submit') }).click();
}

/** Plays the day screen's video past `seconds`, muted so that the browser lets it play without
 * a further gesture, then pauses it: pausing saves the lesson's statistic. */
export async function playLessonFor(page: Page, seconds: number): Promise<void> {
  const video = page.locator('video');
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await page.waitForFunction(
    (past) => (document.querySelector('video')?.currentTime ?? 0) > past,
    seconds,
  );
  await video.evaluate((element: HTMLVideoElement) => element.pause());
}

/** Opens an entry of the general menu: the side menu's on a laptop, the header's menu (whose
 * entries are menu items) where the side menu is folded away (phones and tablets). */
export async function openMenuEntry(
  page: Page,
  t: TFunction,
  entry: { role: 'link' | 'button'; name: string },
): Promise<void> {
  // Exactly 'Меню': the profile menu's name begins with the same word.
  const headerMenu = page
    .getByRole('button', { name: t('shell.header.menu'), exact: true })
    .first();
  await headerMenu.waitFor();
  const inSideMenu = page.getByRole(entry.role, { name: entry.name }).first();
  if (await inSideMenu.isVisible()) {
    await inSideMenu.click();
  } else {
    await headerMenu.click();
    await page.getByRole('menuitem', { name: entry.name }).click();
  }
}

/** The club: a modal of the general menu, opened and loaded. */
export async function openClub(page: Page, t: TFunction): Promise<void> {
  await openMenuEntry(page, t, { role: 'button', name: t('shell.menu.community') });
  await page.getByRole('dialog', { name: t('shell.menu.community') }).waitFor();
  await settled(page);
}

/** The session token the app keeps in local storage. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), storageName(TOKEN_STORAGE_KEY));
}

/** A new account of the `web` brand, made through the API (for journeys that start later). */
export async function signUpThroughApi(
  label: string,
): Promise<{ email: string; password: string; token: string }> {
  const email = uniqueEmail(label);
  const form = new FormData();
  for (const [name, value] of Object.entries({
    username: 'Journey',
    email,
    password: PASSWORD,
    password_repeat: PASSWORD,
  })) {
    form.set(name, value);
  }
  const response = await fetch(`${baseUrl}${API}/auth/signup-by-email`, {
    method: 'POST',
    body: form,
  });
  if (!response.ok) throw new Error(`sign-up of ${email}: ${await response.text()}`);
  const answer = (await response.json()) as { data: { token: string } };
  return { email, password: PASSWORD, token: answer.data.token };
}

/** GET /user as the server has it now. */
/** The learner's stopped optional-purchase stream (the purchase and subscription journeys' course
 * stretching), if any is still stopped. */
export async function stoppedStreamOf(token: string | null): Promise<number | undefined> {
  const response = await fetch(`${baseUrl}${API}/user-course-streams`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const streams = (await response.json()) as { id: number; status: string }[];
  return streams.find((stream) => stream.status === 'stopped')?.id;
}

export async function userOf(token: string | null): Promise<User> {
  const response = await fetch(`${baseUrl}${API}/user`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET /user: ${response.status} ${await response.text()}`);
  return (await response.json()) as User;
}

const MAIL_TIMEOUT_MS = 10_000;
const MAIL_POLL_MS = 200;

/** The newest mail to `to` in the server's capture mailbox, waiting for it to arrive. */
export async function latestMail(to: string): Promise<Mail> {
  const deadline = Date.now() + MAIL_TIMEOUT_MS;
  for (;;) {
    const mails = (await (await fetch(`${baseUrl}/dev/mailbox.json`)).json()) as Mail[];
    const mail = mails.find((candidate) => candidate.to === to);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} in /dev/mailbox.json`);
    await new Promise((resolve) => setTimeout(resolve, MAIL_POLL_MS));
  }
}

/** The one-time code of a mail: its only run of 4 to 8 digits. */
export function codeIn(mail: Mail): string {
  const code = /\b\d{4,8}\b/.exec(mail.text)?.[0];
  if (!code) throw new Error(`No code in the mail "${mail.subject}":\n${mail.text}`);
  return code;
}

/** The first link of a mail that leads back to the server under test. */
export function linkIn(mail: Mail): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(baseUrl));
  if (!link) throw new Error(`No link to ${baseUrl} in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}

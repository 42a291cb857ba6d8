import { en } from '@platform/domain/i18n/en';
import { type Message, translate } from '@platform/domain/message';
import type { TestApp } from './test-app';

/** The newest captured mail or SMS to an address or phone number. */
export async function lastMessageTo(t: TestApp, to: string) {
  const message = (await t.mailbox()).find((mail) => mail.to === to);
  if (!message) throw new Error(`nothing was sent to ${to}`);
  return message;
}

/** The one-time code of a captured message. */
export function codeIn(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
}

/** The English text of a domain rule's message, as the API answers it with lang=en. */
export const domainText = (message: Message) => translate(en, message);

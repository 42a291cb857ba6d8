import { describe, expect, it } from 'vitest';
import {
  CHAT_ERROR_CODES,
  chatErrorMessage,
  chatFileProblem,
  chatMessageProblem,
  chatWriteProblem,
  compareChats,
  isChatExpertMessageEnable,
  type ListedChat,
  messageDelayText,
  messageDelayWait,
} from './chats';
import { CHAT_FILE_MAX_BYTES } from './constants/chat';
import { en } from './i18n/en';
import { es } from './i18n/es';
import { ru } from './i18n/ru';
import { interpolate, lookup, type Message, type TranslationTree } from './message';

const stream = {
  isDemo: false,
  courseFullAccess: false,
  chatChannelId: 7,
  isDemoExpertMessageEnabled: true,
};
const demo = { ...stream, isDemo: true };
const on = { isExpertMessageEnable: true };
const off = { isExpertMessageEnable: false };

describe('isChatExpertMessageEnable', () => {
  it('needs the chat switch and the stream rule', () => {
    expect(isChatExpertMessageEnable(on, stream)).toBe(true);
    expect(isChatExpertMessageEnable(off, stream)).toBe(false);
    expect(isChatExpertMessageEnable(on, { ...stream, chatChannelId: null })).toBe(false);
    expect(isChatExpertMessageEnable(on, { ...demo, isDemoExpertMessageEnabled: false })).toBe(
      false,
    );
  });
});

describe('chatWriteProblem', () => {
  it('locks a demo stream without full access before anything else', () => {
    expect(chatWriteProblem(off, demo)).toBe('locked');
    expect(chatWriteProblem(on, demo)).toBe('locked');
    expect(chatWriteProblem(on, { ...demo, courseFullAccess: true })).toBeNull();
  });

  it('refuses a chat whose expert messaging is off', () => {
    expect(chatWriteProblem(off, stream)).toBe('messagesDisabled');
    expect(chatWriteProblem(on, stream)).toBeNull();
  });
});

describe('chatMessageProblem', () => {
  it('wants some text or a file', () => {
    expect(chatMessageProblem({ text: '  \n', fileCount: 0 })).toBe('messageRequired');
    expect(chatMessageProblem({ text: '', fileCount: 1 })).toBeNull();
    expect(chatMessageProblem({ text: 'Hi', fileCount: 0 })).toBeNull();
  });
});

describe('chatFileProblem', () => {
  it('takes photos and videos up to 50 MB', () => {
    const max = CHAT_FILE_MAX_BYTES.standard;
    expect(chatFileProblem({ mime: 'image/png', size: max })).toBeNull();
    expect(chatFileProblem({ mime: 'video/mp4', size: 1 })).toBeNull();
    expect(chatFileProblem({ mime: 'video/mp4', size: max + 1 })).toBe('tooLarge');
    expect(chatFileProblem({ mime: 'application/pdf', size: 1 })).toBe('onlyPhotoOrVideo');
    expect(chatFileProblem({ mime: 'audio/mpeg', size: 1 })).toBe('onlyPhotoOrVideo');
  });
});

describe('messageDelayWait', () => {
  const sent = Date.UTC(2026, 0, 1, 12);

  it('lets the first message through', () => {
    expect(messageDelayWait(null, sent, 15)).toBe(0);
  });

  it('is exact at the delay: one second short waits one second, the delay itself passes', () => {
    expect(messageDelayWait(sent, sent, 15)).toBe(15);
    expect(messageDelayWait(sent, sent + 14_000, 15)).toBe(1);
    expect(messageDelayWait(sent, sent + 14_001, 15)).toBe(1);
    expect(messageDelayWait(sent, sent + 15_000, 15)).toBe(0);
    expect(messageDelayWait(sent, sent + 60_000, 15)).toBe(0);
  });

  it('never waits with no delay', () => {
    expect(messageDelayWait(sent, sent, 0)).toBe(0);
  });
});

/** The text i18next would show, plural form chosen as it does. */
function render(tree: TranslationTree, lang: string, message: Message): string | undefined {
  const count = message.params?.count;
  const key =
    typeof count === 'number'
      ? `${message.key}_${new Intl.PluralRules(lang).select(count)}`
      : message.key;
  const text = lookup(tree, key);
  return text === undefined ? undefined : interpolate(text, message.params);
}

describe('chat texts', () => {
  it('say the delay with the spec wording and the number filled in', () => {
    expect(render(en, 'en', messageDelayText(15))).toBe(
      'Messages can be sent no more than once every 15 seconds. Please send a message later.',
    );
    expect([1, 3, 15, 21].map((n) => render(ru, 'ru', messageDelayText(n)))).toEqual([
      'Сообщения можно отправлять не чаще одного раза в 1 секунду. Пожалуйста, отправьте сообщение позже.',
      'Сообщения можно отправлять не чаще одного раза в 3 секунды. Пожалуйста, отправьте сообщение позже.',
      'Сообщения можно отправлять не чаще одного раза в 15 секунд. Пожалуйста, отправьте сообщение позже.',
      'Сообщения можно отправлять не чаще одного раза в 21 секунду. Пожалуйста, отправьте сообщение позже.',
    ]);
    expect(render(es, 'es', messageDelayText(1))).toContain('cada 1 segundo.');
  });

  it.each([
    ['ru', ru],
    ['en', en],
    ['es', es],
  ] as const)('are translated in %s', (lang, tree) => {
    for (const code of CHAT_ERROR_CODES) {
      expect(render(tree, lang, chatErrorMessage(code)), code).toBeTypeOf('string');
    }
    for (const n of [1, 2, 5, 15])
      expect(render(tree, lang, messageDelayText(n))).toContain(`${n}`);
  });
});

describe('compareChats', () => {
  const chat = (id: number, streamStatus: ListedChat['streamStatus'], lastActivity = 0) => ({
    id,
    streamStatus,
    lastActivity,
  });

  it('orders by stream status open, not started, freeze, stopped, ended', () => {
    const chats = [
      chat(1, 'ended'),
      chat(2, 'stopped'),
      chat(3, 'freeze'),
      chat(4, 'not_started'),
      chat(5, 'started'),
    ];
    expect([...chats].sort(compareChats).map((item) => item.id)).toEqual([5, 4, 3, 2, 1]);
  });

  it('puts the latest activity first within a status, then the newest chat', () => {
    const chats = [chat(1, 'started', 10), chat(2, 'started', 30), chat(3, 'started', 10)];
    expect([...chats].sort(compareChats).map((item) => item.id)).toEqual([2, 3, 1]);
  });
});

import { describe, expect, it } from 'vitest';
import { DAY_ERROR_CODES, dayErrorMessage } from '../day';
import { FREEZE_ERROR_CODES, freezeErrorMessage } from '../freeze';
import {
  HOMEWORK_ERROR_CODES,
  HOMEWORK_STATUSES,
  homeworkErrorMessage,
  homeworkStatusHint,
  homeworkStatusLabel,
} from '../homework';
import {
  interpolate,
  lookup,
  type Message,
  placeholdersOf,
  type TranslationTree,
} from '../message';
import { REQUIRED_ID_FIELDS, requiredIdMessage } from '../required-id';
import { STATISTICS_FAILED_MESSAGE } from '../statistics';
import {
  STREAM_STATUSES,
  type StreamStatusMessage,
  streamStatusName,
  streamStatusText,
} from '../stream-status';
import { en } from './en';
import { es } from './es';
import { ru } from './ru';

const languages = [
  ['ru', ru],
  ['en', en],
  ['es', es],
] as const;

const formatDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const date = Date.UTC(2025, 2, 10);

const statusMessages: readonly StreamStatusMessage[] = [
  { kind: 'startsIn', days: 2 },
  { kind: 'daysLeft', days: 2 },
  { kind: 'frozenUntil', date },
  { kind: 'stoppedOn', date },
  { kind: 'endedOn', date },
];

/** Every message the learning rules can produce, named by its key. */
const learningMessages: ReadonlyArray<readonly [string, Message]> = [
  ...REQUIRED_ID_FIELDS.map(requiredIdMessage),
  ...STREAM_STATUSES.map(streamStatusName),
  ...statusMessages.map((message) => streamStatusText(message, formatDate)),
  ...FREEZE_ERROR_CODES.map(freezeErrorMessage),
  ...DAY_ERROR_CODES.map(dayErrorMessage),
  ...HOMEWORK_ERROR_CODES.map(homeworkErrorMessage),
  ...HOMEWORK_STATUSES.map(homeworkStatusLabel),
  homeworkStatusHint('UPLOADED') ?? { key: 'missing hint' },
  STATISTICS_FAILED_MESSAGE,
].map((message) => [message.key, message] as const);

/** The keys i18next reads for a message: with a count, one per plural category of the language. */
function keysFor(message: Message, lang: string): string[] {
  if (message.params?.count === undefined) return [message.key];
  return new Intl.PluralRules(lang)
    .resolvedOptions()
    .pluralCategories.map((category) => `${message.key}_${category}`);
}

describe.each(languages)('%s learning messages', (lang, tree: TranslationTree) => {
  it.each(learningMessages)('translate %s with exactly the given params', (_, message) => {
    for (const key of keysFor(message, lang)) {
      const text = lookup(tree, key);
      expect(text, key).toBeTypeOf('string');
      expect(placeholdersOf(text ?? '').sort(), key).toEqual(
        Object.keys(message.params ?? {}).sort(),
      );
    }
  });
});

/** The text i18next would show, plural form chosen as it does. */
function render(tree: TranslationTree, lang: string, message: Message): string {
  const count = message.params?.count;
  const key =
    typeof count === 'number'
      ? `${message.key}_${new Intl.PluralRules(lang).select(count)}`
      : message.key;
  return interpolate(lookup(tree, key) ?? key, message.params);
}

describe('learning texts', () => {
  it('keep the spec wording in English', () => {
    const text = (message: Message) => render(en, 'en', message);
    expect(REQUIRED_ID_FIELDS.map((field) => text(requiredIdMessage(field)))).toEqual([
      'Id must be set',
      'courseId must be set',
      'stageId must be set',
      'dayId must be set',
      'streamId must be set',
      'StreamId must be set',
      'UserHomeworkStatusId must be set',
      'ServiceId must be set',
    ]);
    expect(HOMEWORK_STATUSES.map((status) => text(homeworkStatusLabel(status)))).toEqual([
      'Not sent',
      'On checking',
      'Approved',
      'Not approved',
    ]);
    expect(text({ key: 'learning.homeworkStatusHint.UPLOADED' })).toBe(
      'The expert answers within 24 hours',
    );
    expect(
      (
        [
          'pleaseWaitForUploads',
          'messageRequired',
          'onlyPhotoOrVideo',
          'tooLarge',
          'couldNotSend',
        ] as const
      ).map((code) => text(homeworkErrorMessage(code))),
    ).toEqual([
      'Please wait for files to upload',
      'Message required',
      'You can upload only photo or video',
      'File is too large',
      "Couldn't send homework",
    ]);
    expect(text(dayErrorMessage('incorrectlyFilled'))).toBe(
      'The day is incorrectly filled. Please contact our technical support.',
    );
    expect(text(STATISTICS_FAILED_MESSAGE)).toBe('something went wrong when sending statistics');
  });

  it('say day counts with the right plural form', () => {
    const daysLeft = (days: number) => streamStatusText({ kind: 'daysLeft', days }, formatDate);
    expect([1, 3, 5, 21].map((n) => render(ru, 'ru', daysLeft(n)))).toEqual([
      'Остался 1 день',
      'Осталось 3 дня',
      'Осталось 5 дней',
      'Остался 21 день',
    ]);
    expect([1, 2].map((n) => render(en, 'en', daysLeft(n)))).toEqual(['1 day left', '2 days left']);
    expect([1, 2].map((n) => render(es, 'es', daysLeft(n)))).toEqual([
      'Queda 1 día',
      'Quedan 2 días',
    ]);
  });

  it('put the formatted date into date messages', () => {
    const frozen = streamStatusText({ kind: 'frozenUntil', date }, formatDate);
    expect(render(en, 'en', frozen)).toBe('Frozen until 2025-03-10');
  });
});

import { describe, expect, it } from 'vitest';
import {
  CONSULTATION_ERROR_CODES,
  consultationAllowance,
  consultationAmount,
  consultationCloseProblem,
  consultationErrorMessage,
  consultationOpenProblem,
  consultationRatingProblem,
  consultationsLeftText,
  consultationsMaximumText,
} from './consultations';
import { en } from './i18n/en';
import { es } from './i18n/es';
import { ru } from './i18n/ru';
import { interpolate, lookup, type Message, placeholdersOf, type TranslationTree } from './message';

describe('consultationAllowance', () => {
  it('is none when the course sets no limit (0)', () => {
    expect(consultationAllowance(0, 3)).toBeNull();
  });
  it('counts the remaining paid consultations down to 0, never below', () => {
    expect(consultationAllowance(3, 0)).toEqual({ maximum: 3, remaining: 3 });
    expect(consultationAllowance(3, 2)).toEqual({ maximum: 3, remaining: 1 });
    expect(consultationAllowance(3, 3)).toEqual({ maximum: 3, remaining: 0 });
    expect(consultationAllowance(3, 5)).toEqual({ maximum: 3, remaining: 0 });
  });
});

describe('consultationAmount', () => {
  it('takes one paid consultation under a limit and none without', () => {
    expect(consultationAmount(2)).toBe(1);
    expect(consultationAmount(0)).toBe(0);
  });
});

describe('consultationOpenProblem', () => {
  const allowed = { hasOpen: false, hasLearnerMessage: true, allowance: null };
  it('opens about a learner message when none is open and the limit allows', () => {
    expect(consultationOpenProblem(allowed)).toBeNull();
    expect(
      consultationOpenProblem({ ...allowed, allowance: { maximum: 2, remaining: 1 } }),
    ).toBeNull();
  });
  it('refuses a second open one, a chat without a question, a used-up limit', () => {
    expect(consultationOpenProblem({ ...allowed, hasOpen: true })).toBe('alreadyOpen');
    expect(consultationOpenProblem({ ...allowed, hasLearnerMessage: false })).toBe('noQuestion');
    expect(consultationOpenProblem({ ...allowed, allowance: { maximum: 2, remaining: 0 } })).toBe(
      'limitReached',
    );
  });
});

describe('closing and rating', () => {
  it('closes only an open consultation', () => {
    expect(consultationCloseProblem('open')).toBeNull();
    expect(consultationCloseProblem('close')).toBe('notOpen');
    expect(consultationCloseProblem('rated')).toBe('notOpen');
  });
  it('rates a closed consultation once', () => {
    expect(consultationRatingProblem('close')).toBeNull();
    expect(consultationRatingProblem('open')).toBe('notClosed');
    expect(consultationRatingProblem('rated')).toBe('alreadyRated');
  });
});

const languages = [
  ['ru', ru],
  ['en', en],
  ['es', es],
] as const;

/** The text i18next shows: the plural form of `count` as the language's rules pick it. */
function shown(tree: TranslationTree, lang: string, message: Message): string {
  const count = message.params?.count;
  const key =
    typeof count === 'number'
      ? `${message.key}_${new Intl.PluralRules(lang).select(count)}`
      : message.key;
  return interpolate(lookup(tree, key) ?? key, message.params);
}

describe('consultation texts', () => {
  it('say the remaining and maximum with Russian plural forms', () => {
    const left = (remaining: number) => consultationsLeftText({ maximum: 5, remaining });
    expect(shown(ru, 'ru', left(1))).toBe('Осталась 1 платная консультация из 5');
    expect(shown(ru, 'ru', left(2))).toBe('Осталось 2 платные консультации из 5');
    expect(shown(ru, 'ru', left(5))).toBe('Осталось 5 платных консультаций из 5');
    expect(shown(ru, 'ru', consultationsMaximumText({ maximum: 21, remaining: 0 }))).toBe(
      'В курсе 21 платная консультация',
    );
    expect(shown(en, 'en', left(1))).toBe('1 of 5 paid consultations left');
    expect(shown(es, 'es', left(1))).toBe('Queda 1 de 5 consultas pagadas');
  });

  const messages: Message[] = [
    consultationsLeftText({ maximum: 3, remaining: 1 }),
    consultationsMaximumText({ maximum: 3, remaining: 1 }),
    ...CONSULTATION_ERROR_CODES.map(consultationErrorMessage),
  ];
  it.each(languages)('exist in %s with exactly the given params', (lang, tree) => {
    for (const message of messages) {
      const categories =
        message.params?.count === undefined
          ? ['']
          : new Intl.PluralRules(lang).resolvedOptions().pluralCategories.map((c) => `_${c}`);
      for (const suffix of categories) {
        const text = lookup(tree, `${message.key}${suffix}`);
        expect(text, `${lang} ${message.key}${suffix}`).toBeTypeOf('string');
        expect(placeholdersOf(text ?? '').sort()).toEqual(Object.keys(message.params ?? {}).sort());
      }
    }
  });
});

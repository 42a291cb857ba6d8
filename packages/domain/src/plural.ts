import type { Language } from './constants/languages';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './constants/time';

/** The three forms Russian needs (1 час, 2 часа, 5 часов); en and es use 'one' and 'many'. */
export type PluralForm = 'one' | 'few' | 'many';
export type PluralForms<T> = Readonly<Record<PluralForm, T>>;

const RULES: Readonly<Record<Language, Intl.PluralRules>> = {
  ru: new Intl.PluralRules('ru'),
  en: new Intl.PluralRules('en'),
  es: new Intl.PluralRules('es'),
};

export function pluralForm(n: number, lang: Language): PluralForm {
  const category = RULES[lang].select(n);
  if (category === 'one' || category === 'few' || category === 'many') return category;
  // Russian says 'other' for fractions, which take the 'few' form: 1,5 часа. Elsewhere 'other'
  // is the plain plural.
  return lang === 'ru' ? 'few' : 'many';
}

export function pickPlural<T>(n: number, lang: Language, forms: PluralForms<T>): T {
  return forms[pluralForm(n, lang)];
}

/** Rounded to the nearest minute, so a 4:45 video reads as 5 minutes; bad input counts as 0. */
export function splitDuration(ms: number): { hours: number; minutes: number } {
  const totalMinutes = Number.isFinite(ms) && ms > 0 ? Math.round(ms / MINUTE_MS) : 0;
  const minutesPerHour = HOUR_MS / MINUTE_MS;
  return {
    hours: Math.floor(totalMinutes / minutesPerHour),
    minutes: totalMinutes % minutesPerHour,
  };
}

/** Whole days from one moment to another, a started day counting as a day; never negative. */
export function daysLeft(fromMs: number, toMs: number): number {
  return Math.max(0, Math.ceil((toMs - fromMs) / DAY_MS));
}

import {
  LANGUAGE_NATIVE_NAMES,
  LANGUAGES,
  type Language,
} from '@platform/domain/constants/languages';
import { isLanguage } from '@platform/domain/user';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainConfiguration } from '../config/domain-configuration';
import { useLanguageChange } from '../i18n/use-language-change';
import styles from './language-switch.module.css';

/** The prompt is needed only after a change: it stays off the sign-in route's first load. */
const LanguageReloadPrompt = lazy(() =>
  import('./language-reload-prompt').then((module) => ({ default: module.LanguageReloadPrompt })),
);

export type LanguageOption = { value: Language; label: string; lang: Language };

/** The domain's languages, each under its own name (Русский, English, Español). */
export function useLanguageOptions(): LanguageOption[] {
  const { languages } = useDomainConfiguration();
  const codes = languages.map(({ code }) => code);
  return (codes.length > 0 ? codes : LANGUAGES).map((code) => ({
    value: code,
    label: LANGUAGE_NATIVE_NAMES[code],
    lang: code,
  }));
}

/** The active language as a supported one; ru until i18next has started. */
export function useActiveLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : LANGUAGES[0];
}

/**
 * The language switch with its reload prompt (spec 000 section 4), for the menus, the login
 * screen and the settings page: the hook's `change` stores and applies the language, then
 * `LanguageReloadSlot` asks whether to reload.
 */
export function useLanguageSwitch() {
  return { ...useLanguageChange(), options: useLanguageOptions(), active: useActiveLanguage() };
}

export function LanguageReloadSlot({
  open,
  onReload,
  onDismiss,
}: {
  open: boolean;
  onReload(): void;
  onDismiss(): void;
}) {
  return open ? (
    <Suspense fallback={null}>
      <LanguageReloadPrompt onReload={onReload} onDismiss={onDismiss} />
    </Suspense>
  ) : null;
}

/** A labelled select of the languages; nothing when the domain speaks only one. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const id = useId();
  const { options, active, change, isChanging, promptOpen, reload, dismiss } = useLanguageSwitch();
  if (options.length < 2) return null;
  return (
    <div className={styles.switch}>
      <label htmlFor={id}>{t('common.language.label')}</label>
      <select
        id={id}
        className={styles.select}
        value={active}
        disabled={isChanging}
        onChange={(event) => change(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      <LanguageReloadSlot open={promptOpen} onReload={reload} onDismiss={dismiss} />
    </div>
  );
}

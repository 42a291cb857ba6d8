import { LANGUAGE_CODES } from '@platform/domain/constants/languages';
import { isLanguage } from '@platform/domain/user';
import { useTranslation } from 'react-i18next';

/** A day as the reader's language writes it: 5 мая 2025 г., May 5, 2025, 5 de mayo de 2025. */
export function formatDate(epochMs: number, language: string): string {
  const locale = isLanguage(language) ? LANGUAGE_CODES[language] : undefined;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(
    epochMs,
  );
}

/** formatDate in the active language. */
export function useFormatDate(): (epochMs: number) => string {
  const { i18n } = useTranslation();
  return (epochMs) => formatDate(epochMs, i18n.language);
}

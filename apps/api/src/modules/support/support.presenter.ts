import { DEFAULT_LANGUAGE } from '@platform/domain/constants';
import type { Lang } from '../../lib/i18n';
import type { SupportCategoryRow } from './support.repository';

/** The title in the asked language, else the default language's, else any there is. */
export function categoryTitle(row: SupportCategoryRow, lang: Lang): string {
  return row.title[lang] ?? row.title[DEFAULT_LANGUAGE] ?? Object.values(row.title)[0] ?? '';
}

export function presentCategory(row: SupportCategoryRow, lang: Lang) {
  return { id: row.id, sort: row.sort, title: categoryTitle(row, lang) };
}

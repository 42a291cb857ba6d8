import {
  CATEGORY_RANKS,
  CATEGORY_SORT_FALLBACK,
  SEARCH_TYPO_MAX_TERMS,
  SEARCH_TYPO_MIN_LENGTH,
} from './constants/catalog';

/** A category's place among the filters: its own sort, else its name's fixed rank, else 999. */
export function categorySort(category: { name: string; sort: number | null }): number {
  return category.sort ?? CATEGORY_RANKS[category.name] ?? CATEGORY_SORT_FALLBACK;
}

/** Filters in their order: by sort (fallback applied), then by title. */
export function sortCategories<T extends { name: string; sort: number | null; title: string }>(
  categories: readonly T[],
): T[] {
  return [...categories].sort(
    (a, b) => categorySort(a) - categorySort(b) || a.title.localeCompare(b.title),
  );
}

/** The search text as the server reads it: trimmed, inner runs of space made one. */
export function normalizeSearchText(text: string | undefined | null): string {
  return (text ?? '').replace(/\s+/gu, ' ').trim();
}

/** The words of a query matched for typos: letters only, lower-cased, long enough, distinct,
 * at most SEARCH_TYPO_MAX_TERMS (operators, quotes and digits are not words). */
export function typoTerms(text: string): string[] {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const long = words.filter((word) => word.length >= SEARCH_TYPO_MIN_LENGTH);
  return [...new Set(long)].slice(0, SEARCH_TYPO_MAX_TERMS);
}

/** The words a course is found by, for the typo lexicon: as `typoTerms`, without the cap. */
export function lexiconWords(text: string): string[] {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  return [...new Set(words.filter((word) => word.length >= SEARCH_TYPO_MIN_LENGTH))];
}

/** A service's product on the app's platform: the first code starting with the platform's
 * prefix ('ios', 'android'), or null (the web, or no such product). */
export function appstoreProductIdOf(
  codes: readonly string[],
  platformPrefix: string | null,
): string | null {
  if (!platformPrefix) return null;
  return codes.find((code) => code.startsWith(platformPrefix)) ?? null;
}

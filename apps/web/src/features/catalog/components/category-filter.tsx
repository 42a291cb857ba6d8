import type { CategoryFilter as Category } from '@platform/contracts/catalog';
import { useTranslation } from 'react-i18next';
import styles from './catalog.module.css';
import { categoryTitle } from './category-title';

/** The category filter: "All" and each category, the chosen one pressed. */
export function CategoryFilter({
  categories,
  chosen,
  choose,
}: {
  categories: readonly Category[];
  chosen: number | null;
  choose(categoryId: number | null): void;
}) {
  const { t } = useTranslation();
  const options: { id: number | null; label: string }[] = [
    { id: null, label: t('catalog.allCategories') },
    ...categories.map((category) => ({ id: category.id, label: categoryTitle(t, category) })),
  ];
  return (
    <fieldset className={styles.filter}>
      <legend className={styles.filterLegend}>{t('catalog.categoriesLabel')}</legend>
      <ul className={styles.chips}>
        {options.map((option) => (
          <li key={option.id ?? 'all'}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={option.id === chosen}
              onClick={() => choose(option.id)}
            >
              {option.label}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

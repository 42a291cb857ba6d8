import { SEARCH_TEXT_MAX_LENGTH } from '@platform/domain/constants/catalog';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BannerSlot } from '../../../shared/banners/banner-slot';
import { Button } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';
import { Spinner } from '../../../shared/ui/spinner';
import { useCourseSearch } from '../api/search-courses';
import styles from './catalog.module.css';
import { CatalogPositions } from './catalog-positions';
import { CategoryFilter } from './category-filter';
import { CourseCard } from './course-card';
import { useDebouncedValue } from './use-debounced-value';

/** Typing settles this long before the search is asked. */
const TYPING_PAUSE_MS = 300;

/** The search text and the category live in the address (?q=, ?category=): a search can be
 * shared, and Back returns to it. */
function useCatalogParams() {
  const [params, setParams] = useSearchParams();
  const category = Number(params.get('category'));
  const update = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return {
    text: params.get('q') ?? '',
    categoryId: Number.isSafeInteger(category) && category > 0 ? category : null,
    setText: (text: string) => update('q', text),
    setCategory: (id: number | null) => update('category', id === null ? null : String(id)),
  };
}

/** /catalog: the brand's courses, found as you type (word forms and typos), by category, a
 * page at a time with "Show more" appending the next one. */
export function CatalogScreen() {
  const { t } = useTranslation();
  const { text, categoryId, setText, setCategory } = useCatalogParams();
  const textSearch = useDebouncedValue(text, TYPING_PAUSE_MS);
  const search = useCourseSearch({ textSearch, categoryId });
  const { courses, filters, pagination } = search.results;
  const statusId = useId();
  const searching = search.isFetching && !search.isFetchingNextPage;

  return (
    <Page title={t('catalog.title')}>
      <BannerSlot position="courses" placement="catalog" />
      <search className={styles.search}>
        <label className={styles.searchLabel} htmlFor={`${statusId}-field`}>
          {t('catalog.searchLabel')}
        </label>
        <input
          id={`${statusId}-field`}
          className={styles.searchField}
          type="search"
          value={text}
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          placeholder={t('catalog.searchPlaceholder')}
          aria-describedby={statusId}
          onChange={(event) => setText(event.target.value)}
        />
      </search>
      {filters.length > 0 || categoryId !== null ? (
        <CategoryFilter categories={filters} chosen={categoryId} choose={setCategory} />
      ) : null}
      <p id={statusId} className={styles.status} aria-live="polite">
        {search.isError
          ? ''
          : searching && courses.length === 0
            ? t('catalog.searching')
            : pagination
              ? t('catalog.found', { count: pagination.totalCount })
              : ''}
      </p>
      {search.isError ? (
        <div className={styles.problem}>
          <p role="alert">{t('catalog.failed')}</p>
          <Button variant="secondary" onClick={() => void search.refresh()}>
            {t('common.actions.retry')}
          </Button>
        </div>
      ) : search.isPending ? (
        <Spinner label={t('catalog.searching')} />
      ) : courses.length === 0 ? (
        <p className={styles.empty}>{t(text.trim() ? 'catalog.nothingFound' : 'catalog.empty')}</p>
      ) : (
        <>
          <ul className={styles.grid} aria-busy={searching} aria-label={t('catalog.resultsLabel')}>
            {courses.map((course) => (
              <CourseCard key={course.id} course={course} />
            ))}
          </ul>
          {search.hasNextPage ? (
            <Button
              variant="secondary"
              className={styles.more}
              disabled={search.isFetchingNextPage}
              onClick={() => void search.fetchNextPage()}
            >
              {search.isFetchingNextPage ? t('catalog.loadingMore') : t('catalog.showMore')}
            </Button>
          ) : null}
        </>
      )}
      <CatalogPositions />
    </Page>
  );
}

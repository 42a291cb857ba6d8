import type { BrandConfig } from '@platform/contracts/brand';
import type { CategoryFilter, SearchCourse } from '@platform/contracts/catalog';
import type { CourseOffer } from '@platform/contracts/courses';
import { categorySort, sortCategories } from '@platform/domain/catalog';
import type { ImageUrls } from '../../db/schema/courses';
import type { BrandCatalogRows, CategoryRow, SearchCourseRow } from './catalog.repository';

/** Makes a stored image path absolute; a URL of another host is kept as it is. */
export type AbsoluteUrl = (url: string) => string;

/** A set of image URLs, each made absolute. */
export const absoluteImages = (urls: ImageUrls, absolute: AbsoluteUrl): ImageUrls => ({
  large: absolute(urls.large),
  medium: absolute(urls.medium),
  small: absolute(urls.small),
});

/** A course offer (GET /course-offer/find, a course's `offers`): its images absolute. */
export function presentCourseOffer(
  row: { id: number; images: ImageUrls | null; serviceId: number },
  absolute: AbsoluteUrl,
): CourseOffer {
  return {
    id: row.id,
    images: row.images && absoluteImages(row.images, absolute),
    serviceId: row.serviceId,
  };
}

export function presentSearchCourse(row: SearchCourseRow, absolute: AbsoluteUrl): SearchCourse {
  return {
    id: row.id,
    title: row.title,
    caption: row.caption,
    excerpt: row.excerpt,
    language: row.language,
    category:
      row.categoryId !== null && row.categoryName !== null && row.categoryTitle !== null
        ? { id: row.categoryId, name: row.categoryName, title: row.categoryTitle }
        : null,
    subcategory: row.subcategoryName === null ? null : { name: row.subcategoryName },
    backgroundImage: row.thumbnail === null ? null : absolute(row.thumbnail),
    landing: row.landing,
    coach:
      row.coachName === null
        ? null
        : { name: row.coachName, photo: row.coachPhoto === null ? null : absolute(row.coachPhoto) },
  };
}

/** The category filters in their order, each with its sort (fallback applied). */
export function presentFilters(categories: readonly CategoryRow[]): CategoryFilter[] {
  return sortCategories(categories).map((category) => ({
    id: category.id,
    name: category.name,
    title: category.title,
    icon: category.icon,
    sort: categorySort(category),
  }));
}

/** The brand configuration's catalog: the categories of the products in the filters' order,
 * and each position as a product (its course's title, caption and coach, its image absolute). */
export function presentBrandCatalog(
  rows: BrandCatalogRows,
  absolute: AbsoluteUrl,
): BrandConfig['catalog'] {
  return {
    categories: sortCategories(rows.categories).map(({ id, title }) => ({ id, title })),
    products: rows.products.map((row) => ({
      id: row.id,
      serviceId: row.serviceId,
      alias: row.alias,
      type: row.type,
      title: row.title,
      description: row.caption === '' ? null : row.caption,
      author: row.coachName,
      preview: absolute(row.image),
      categoryId: row.categoryId,
    })),
  };
}

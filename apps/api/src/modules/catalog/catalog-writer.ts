import { lexiconWords } from '@platform/domain/catalog';
import type { Executor } from '../../db/client';
import type { CatalogLanguage } from '../../db/schema/catalog';
import { catalogRepository } from './catalog.repository';

/** A course as the catalogue lists it (the seed, the tests and the benchmark write these). */
export interface CatalogCourseInput {
  brandId: number;
  importKey: string;
  language: CatalogLanguage;
  title: string;
  caption?: string;
  excerpt?: string;
  category?: { name: string; title: string; icon?: string | null; sort?: number | null };
  subcategory?: string;
  thumbnail?: string | null;
  landing?: string | null;
  coach?: { name: string; photo: string | null };
}

/** Puts courses into a brand's catalogue: the course (when new), its category and
 * subcategory, its entry with the text it is found by, and the words of that text for typos. */
export function catalogWriter(db: Executor) {
  const repository = catalogRepository(db);
  return {
    async add(input: CatalogCourseInput): Promise<number> {
      const courseId = await repository.ensureCourse({
        brandId: input.brandId,
        importKey: input.importKey,
        title: input.title,
        caption: input.caption ?? '',
        excerpt: input.excerpt ?? '',
        category: input.category?.name ?? null,
      });
      const category = input.category
        ? await repository.ensureCategory({
            brandId: input.brandId,
            name: input.category.name,
            title: input.category.title,
            icon: input.category.icon ?? null,
            sort: input.category.sort ?? null,
          })
        : null;
      const subcategory =
        category && input.subcategory
          ? await repository.ensureCategory({
              brandId: input.brandId,
              parentId: category.id,
              name: `${category.name}/${input.subcategory}`,
              title: input.subcategory,
            })
          : null;
      const searchBody = [
        input.caption,
        input.excerpt,
        input.category?.title,
        input.subcategory,
        input.coach?.name,
      ]
        .filter((part): part is string => Boolean(part))
        .join(' ');
      await repository.saveEntry({
        courseId,
        brandId: input.brandId,
        categoryId: category?.id ?? null,
        subcategoryId: subcategory?.id ?? null,
        language: input.language,
        thumbnail: input.thumbnail ?? null,
        landing: input.landing ?? null,
        coachName: input.coach?.name ?? null,
        coachPhoto: input.coach?.photo ?? null,
        searchTitle: input.title,
        searchBody,
      });
      await repository.addLexiconWords(lexiconWords(`${input.title} ${searchBody}`));
      return courseId;
    },
  };
}

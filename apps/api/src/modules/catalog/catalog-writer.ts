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

type Place = { categoryId: number | null; subcategoryId: number | null };
const NO_PLACE: Place = { categoryId: null, subcategoryId: null };

/** The text a course is found by besides its title. */
function searchBodyOf(input: CatalogCourseInput): string {
  return [input.caption, input.excerpt, input.category?.title, input.subcategory, input.coach?.name]
    .filter((part): part is string => Boolean(part))
    .join(' ');
}

/** Puts courses into a brand's catalogue: the course (when new), its category and
 * subcategory, its entry with the text it is found by, and the words of that text for typos. */
export function catalogWriter(db: Executor) {
  const repository = catalogRepository(db);
  /** The category (and subcategory) ids of an input, each made once per writer. */
  const categoryIds = new Map<string, Promise<number>>();
  const categoryOf = (values: Parameters<typeof repository.ensureCategory>[0]) => {
    const key = `${values.brandId}:${values.name}`;
    const known = categoryIds.get(key);
    if (known) return known;
    const made = repository.ensureCategory(values).then((row) => row.id);
    categoryIds.set(key, made);
    return made;
  };
  const placeOf = async (input: CatalogCourseInput) => {
    const categoryId = input.category
      ? await categoryOf({ brandId: input.brandId, ...input.category })
      : null;
    const subcategoryId =
      categoryId !== null && input.category && input.subcategory
        ? await categoryOf({
            brandId: input.brandId,
            parentId: categoryId,
            name: `${input.category.name}/${input.subcategory}`,
            title: input.subcategory,
          })
        : null;
    return { categoryId, subcategoryId };
  };
  const entryOf = (input: CatalogCourseInput, courseId: number, place: Place) => ({
    courseId,
    brandId: input.brandId,
    ...place,
    language: input.language,
    thumbnail: input.thumbnail ?? null,
    landing: input.landing ?? null,
    coachName: input.coach?.name ?? null,
    coachPhoto: input.coach?.photo ?? null,
    searchTitle: input.title,
    searchBody: searchBodyOf(input),
  });
  const courseOf = (input: CatalogCourseInput) => ({
    brandId: input.brandId,
    importKey: input.importKey,
    title: input.title,
    caption: input.caption ?? '',
    excerpt: input.excerpt ?? '',
    category: input.category?.name ?? null,
  });
  const wordsOf = (inputs: readonly CatalogCourseInput[]) =>
    lexiconWords(inputs.map((input) => `${input.title} ${searchBodyOf(input)}`).join(' '));

  return {
    /** A course, made when its key is new, placed in the catalogue (again). */
    async add(input: CatalogCourseInput): Promise<number> {
      const courseId = await repository.ensureCourse(courseOf(input));
      await repository.saveEntry(entryOf(input, courseId, await placeOf(input)));
      await repository.addLexiconWords(wordsOf([input]));
      return courseId;
    },

    /** Many new courses at once, in chunks (keys must be new). */
    async addMany(inputs: readonly CatalogCourseInput[], chunk = 500): Promise<void> {
      for (let start = 0; start < inputs.length; start += chunk) {
        const part = inputs.slice(start, start + chunk);
        const places = await Promise.all(part.map(placeOf));
        const ids = await repository.insertCourses(part.map(courseOf));
        await repository.insertEntries(
          part.map((input, index) => entryOf(input, ids[index] ?? 0, places[index] ?? NO_PLACE)),
        );
      }
      const words = wordsOf(inputs);
      for (let start = 0; start < words.length; start += chunk) {
        await repository.addLexiconWords(words.slice(start, start + chunk));
      }
    },
  };
}

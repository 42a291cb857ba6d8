import type { CatalogLanguage } from '../../src/db/schema/catalog';
import { type CatalogCourseInput, catalogWriter } from '../../src/modules/catalog/catalog-writer';
import { demoBrand } from '../../src/seed/brands.seed';
import { withSeededContext } from './seeded-context';

/** Courses the benchmark's search runs over, in three languages. */
const COURSES = 10_000;

/** Words a generated title is made of, per language: topic, whom it is for, how. */
const WORDS: Record<CatalogLanguage, [string[], string[], string[]]> = {
  ru: [
    ['Йога', 'Пилатес', 'Растяжка', 'Медитация', 'Фитнес', 'Танцы', 'Дыхание', 'Массаж лица'],
    ['для начинающих', 'для спины', 'для беременных', 'для офиса', 'для бегунов', 'для сна'],
    ['за 10 минут', 'каждый день', 'дома', 'с тренером', 'без инвентаря', 'на коврике'],
  ],
  en: [
    ['Yoga', 'Pilates', 'Stretching', 'Meditation', 'Fitness', 'Dance', 'Breathing', 'Face care'],
    ['for beginners', 'for the back', 'for runners', 'for the office', 'for sleep', 'for moms'],
    ['in 10 minutes', 'every day', 'at home', 'with a coach', 'without equipment', 'on the mat'],
  ],
  es: [
    ['Yoga', 'Pilates', 'Estiramientos', 'Meditación', 'Fitness', 'Baile', 'Respiración'],
    ['para principiantes', 'para la espalda', 'para corredores', 'para la oficina', 'para dormir'],
    ['en 10 minutos', 'cada día', 'en casa', 'con entrenador', 'sin equipo', 'en la esterilla'],
  ],
};
const LANGUAGES: CatalogLanguage[] = ['ru', 'en', 'es'];
const CATEGORIES = ['yoga', 'pilates', 'stretching', 'meditation', 'fitness', 'dance'];

/** The benchmark's catalogue: 10 000 courses of the demo brand, a third in each language.
 * Usage: tsx apps/api/test/arrange/bench-catalog.ts */
await withSeededContext(async (ctx) => {
  const brand = await demoBrand(ctx.db);
  const inputs: CatalogCourseInput[] = Array.from({ length: COURSES }, (_, index) => {
    const language = LANGUAGES[index % 3] ?? 'ru';
    const [topics, audiences, ways] = WORDS[language];
    const pick = (words: string[], step: number) => words[Math.floor(index / step) % words.length];
    const category = CATEGORIES[index % CATEGORIES.length] ?? 'yoga';
    return {
      brandId: brand.id,
      importKey: `bench-catalog-${index}`,
      language,
      title: `${pick(topics, 3)} ${pick(audiences, 7)} ${pick(ways, 11)} №${index}`,
      caption: `${pick(ways, 5)}, ${pick(audiences, 13)}`,
      category: { name: category, title: category },
      thumbnail: `/media/catalog/${category}.svg`,
      coach: { name: `Coach ${index % 50}`, photo: null },
    };
  });
  await catalogWriter(ctx.db).addMany(inputs);
  console.log(`catalog ${COURSES}`);
});

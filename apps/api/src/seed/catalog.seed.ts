import type { CatalogLanguage } from '../db/schema/catalog';
import { type CatalogCourseInput, catalogWriter } from '../modules/catalog/catalog-writer';
import { courseServicesRepository } from '../modules/catalog/course-services.repository';
import { demoBrand } from './brands.seed';
import type { SeedStep } from './seed-step';

/** The demo catalogue's categories (titles in the brand's language, Russian; the web app shows
 * its own translation of a known name). Sorts unset: the fixed ranks apply. */
const CATEGORY = {
  yoga: { name: 'yoga', title: 'Йога' },
  fitness: { name: 'fitness', title: 'Фитнес' },
  pilates: { name: 'pilates', title: 'Пилатес' },
  stretching: { name: 'stretching', title: 'Растяжка' },
  face: { name: 'face-care', title: 'Уход за лицом' },
  meditation: { name: 'meditation', title: 'Медитация' },
  back: { name: 'back-health', title: 'Здоровая спина' },
  dance: { name: 'dance', title: 'Танцы' },
} as const;
type CategoryKey = keyof typeof CATEGORY;

const COACH = {
  maria: { name: 'Мария Соколова', photo: '/media/catalog/coach-maria.svg' },
  olga: { name: 'Ольга Ким', photo: '/media/catalog/coach-olga.svg' },
  alex: { name: 'Alex Reed', photo: '/media/catalog/coach-alex.svg' },
  emma: { name: 'Emma Walsh', photo: '/media/catalog/coach-emma.svg' },
  lucia: { name: 'Lucía García', photo: '/media/catalog/coach-lucia.svg' },
  diego: { name: 'Diego Martín', photo: '/media/catalog/coach-diego.svg' },
} as const;

type DemoCourse = [
  key: string,
  language: CatalogLanguage,
  category: CategoryKey,
  subcategory: string | null,
  coach: keyof typeof COACH,
  title: string,
  caption: string,
];

/** The five imported demo courses first (same keys: they join the catalogue), then courses of
 * the catalogue alone, in Russian, English and Spanish. */
const COURSES: DemoCourse[] = [
  [
    'yoga-basics',
    'ru',
    'yoga',
    'Хатха',
    'maria',
    'Йога для начинающих',
    'Три недели спокойной практики для гибкости и хорошей осанки',
  ],
  [
    'stretching',
    'ru',
    'stretching',
    null,
    'olga',
    'Растяжка для всего тела',
    'Десять минут мягкой растяжки каждый день',
  ],
  [
    'healthy-back',
    'ru',
    'back',
    null,
    'maria',
    'Здоровая спина',
    'Упражнения для тех, кто много сидит',
  ],
  [
    'face-fitness',
    'ru',
    'face',
    'Фейсфитнес',
    'olga',
    'Фейсфитнес',
    'Упражнения для лица по десять минут в день',
  ],
  [
    'morning-meditation',
    'ru',
    'meditation',
    null,
    'olga',
    'Утренняя медитация',
    'Пять минут тишины перед началом дня',
  ],
  [
    'catalog-ru-yoga-nidra',
    'ru',
    'yoga',
    'Йога-нидра',
    'maria',
    'Йога-нидра перед сном',
    'Глубокое расслабление и спокойный сон за двадцать минут',
  ],
  [
    'catalog-ru-power-yoga',
    'ru',
    'yoga',
    'Виньяса',
    'maria',
    'Силовая йога',
    'Динамичные связки асан для выносливости и тонуса',
  ],
  [
    'catalog-ru-pilates',
    'ru',
    'pilates',
    null,
    'olga',
    'Пилатес для мышц кора',
    'Плоский живот и крепкая спина без тренажёров',
  ],
  [
    'catalog-ru-fitness',
    'ru',
    'fitness',
    'Дома',
    'olga',
    'Фитнес дома без инвентаря',
    'Тренировки по двадцать минут с весом собственного тела',
  ],
  [
    'catalog-ru-dance',
    'ru',
    'dance',
    null,
    'olga',
    'Танцевальная аэробика',
    'Весёлые танцевальные тренировки для хорошего настроения',
  ],
  [
    'catalog-ru-breath',
    'ru',
    'meditation',
    'Дыхание',
    'maria',
    'Дыхательные практики',
    'Спокойное дыхание против стресса и тревоги',
  ],
  [
    'catalog-en-yoga',
    'en',
    'yoga',
    'Vinyasa',
    'alex',
    'Yoga flow for beginners',
    'Gentle morning sequences to wake up the body',
  ],
  [
    'catalog-en-pilates',
    'en',
    'pilates',
    null,
    'emma',
    'Pilates at home',
    'Core strength and posture in twenty minutes a day',
  ],
  [
    'catalog-en-meditation',
    'en',
    'meditation',
    null,
    'emma',
    'Mindful meditation',
    'Calm the mind and sleep better with guided sessions',
  ],
  [
    'catalog-en-stretching',
    'en',
    'stretching',
    null,
    'alex',
    'Stretching for runners',
    'Flexible hips and hamstrings after every run',
  ],
  [
    'catalog-en-face',
    'en',
    'face',
    null,
    'emma',
    'Face yoga',
    'Relaxed jaw, toned cheeks and a fresh look',
  ],
  [
    'catalog-en-fitness',
    'en',
    'fitness',
    'HIIT',
    'alex',
    'HIIT workouts',
    'Short intervals that build strength and stamina',
  ],
  [
    'catalog-en-back',
    'en',
    'back',
    null,
    'emma',
    'Back pain relief',
    'Mobility exercises for people who sit all day',
  ],
  [
    'catalog-es-yoga',
    'es',
    'yoga',
    'Hatha',
    'lucia',
    'Yoga para principiantes',
    'Posturas básicas para ganar flexibilidad y calma',
  ],
  [
    'catalog-es-meditation',
    'es',
    'meditation',
    null,
    'lucia',
    'Meditación guiada',
    'Diez minutos diarios para reducir el estrés',
  ],
  [
    'catalog-es-pilates',
    'es',
    'pilates',
    null,
    'diego',
    'Pilates en casa',
    'Fortalece el abdomen y mejora la postura',
  ],
  [
    'catalog-es-dance',
    'es',
    'dance',
    'Zumba',
    'diego',
    'Baile fitness',
    'Entrenamientos de baile llenos de energía',
  ],
  [
    'catalog-es-stretching',
    'es',
    'stretching',
    null,
    'lucia',
    'Estiramientos suaves',
    'Movilidad para todo el cuerpo en quince minutos',
  ],
  [
    'catalog-es-face',
    'es',
    'face',
    null,
    'lucia',
    'Gimnasia facial',
    'Ejercicios para una piel firme y luminosa',
  ],
];

/** The demo catalogue of brand web: each course with its category, thumbnail, coach and
 * landing; a course already there (by key) is updated in place. */
export const seedCatalog: SeedStep = async ({ db }) => {
  const brand = await demoBrand(db);
  const writer = catalogWriter(db);
  for (const [key, language, category, subcategory, coach, title, caption] of COURSES) {
    const input: CatalogCourseInput = {
      brandId: brand.id,
      importKey: key,
      language,
      title,
      caption,
      category: CATEGORY[category],
      ...(subcategory && { subcategory }),
      thumbnail: `/media/catalog/${CATEGORY[category].name}.svg`,
      landing: `https://example.com/${language}/courses/${key}`,
      coach: COACH[coach],
    };
    await writer.add(input);
  }
};

/** The demo brand's catalogue positions and offers: one of each per service the extensions step
 * sells for a catalogue course, the course's thumbnail as the image. Once: a brand that has
 * positions keeps them. */
export const seedCatalogPositions: SeedStep = async ({ db }) => {
  const brand = await demoBrand(db);
  const repository = courseServicesRepository(db);
  if (await repository.hasPositions(brand.id)) return;
  const services = await repository.servicesWithThumbnails(brand.id);
  const firstPerCourse = services.filter(
    (service, index) =>
      services.findIndex((other) => other.courseId === service.courseId) === index,
  );
  const image = (thumbnail: string | null) => thumbnail ?? '/media/catalog/yoga.svg';
  await repository.insertPositions(
    firstPerCourse.map((service, sort) => ({
      brandId: brand.id,
      serviceId: service.serviceId,
      image: image(service.thumbnail),
      sort,
    })),
  );
  await repository.insertOffers(
    firstPerCourse.map((service) => {
      const url = image(service.thumbnail);
      return {
        courseId: service.courseId,
        serviceId: service.serviceId,
        images: { large: url, medium: url, small: url },
      };
    }),
  );
};

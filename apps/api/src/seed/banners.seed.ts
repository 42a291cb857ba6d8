import { bannersRepository, type NewBanner } from '../modules/banners/banners.repository';
import type { SeedStep } from './seed-step';

const EVERY_PLATFORM: NewBanner['platforms'] = ['desktop', 'tablet', 'mobile', 'app'];

/** Demo banners, one per kind of place and audience rule: a new feature on the main page, one on
 * top of home, the calendar and settings on wide screens only, one after each day's video, one
 * in the homework list on phones, and one that the demo brand (`web`) never shows. */
const DEMO_BANNERS: NewBanner[] = [
  {
    title: {
      ru: 'Новое: чаты с экспертами курса',
      en: 'New: chat with your course experts',
      es: 'Nuevo: chatea con los expertos del curso',
    },
    file: '/media/banners/chats.svg',
    link: '/chat',
    platforms: EVERY_PLATFORM,
    positions: ['home'],
    placements: ['mainPage'],
    isNewFeature: true,
    sort: 1,
  },
  {
    title: {
      ru: 'Напоминания помогут заниматься каждый день',
      en: 'Reminders help you study every day',
      es: 'Los recordatorios te ayudan a estudiar cada día',
    },
    file: '/media/banners/reminders.svg',
    link: '/user/settings/reminders',
    platforms: ['desktop', 'tablet'],
    positions: ['home', 'calendar', 'settings'],
    placements: ['top'],
    sort: 2,
  },
  {
    title: {
      ru: 'Отправьте домашнее задание эксперту',
      en: 'Send your homework to the expert',
      es: 'Envía tu tarea al experto',
    },
    file: '/media/banners/homework.svg',
    link: '/homework',
    platforms: EVERY_PLATFORM,
    positions: ['day'],
    placements: ['afterVideo'],
    sort: 3,
  },
  {
    title: {
      ru: 'Проверенные задания появятся здесь',
      en: 'Reviewed homework shows up here',
      es: 'Las tareas revisadas aparecen aquí',
    },
    file: '/media/banners/homework.svg',
    link: null,
    platforms: ['mobile', 'app'],
    positions: ['homeworks'],
    placements: ['top'],
    sort: 4,
  },
  {
    title: { ru: 'Только для других брендов', en: 'Other brands only', es: 'Solo otras marcas' },
    file: '/media/banners/chats.svg',
    link: null,
    platforms: EVERY_PLATFORM,
    positions: ['all'],
    placements: ['top'],
    notDisplayApplicationIds: ['web'],
    sort: 5,
  },
];

/** Once: banners edited since are kept as they are. */
export const seedBanners: SeedStep = async ({ db }) => {
  const banners = bannersRepository(db);
  if (!(await banners.any())) await banners.insert(DEMO_BANNERS);
};

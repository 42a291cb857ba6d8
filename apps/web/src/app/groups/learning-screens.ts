import { ComingSoonPage } from '../coming-soon-page';
import type { GroupScreens } from './screens';

/** Home, courses, calendar, days and banners. */
export const screens = {
  home: ComingSoonPage,
  courses: ComingSoonPage,
  events: ComingSoonPage,
  calendar: ComingSoonPage,
  calendarDay: ComingSoonPage,
  materials: ComingSoonPage,
  stages: ComingSoonPage,
  freeze: ComingSoonPage,
  day: ComingSoonPage,
  banners: ComingSoonPage,
} satisfies GroupScreens;

import { createElement } from 'react';
import { BannerSlot } from '../../features/banners/banner-slot';
import { CalendarScreen } from '../../features/course/components/calendar-screen';
import { DayRedirect } from '../../features/course/components/day-redirect';
import { FreezeScreen } from '../../features/course/components/freeze-screen';
import { MaterialsScreen } from '../../features/course/components/materials-screen';
import { StagesRedirect } from '../../features/course/components/stages-redirect';
import { DayScreen } from '../../features/course/day/day-screen';
import { CoursesScreen } from '../../features/courses/components/courses-screen';
import { HomeScreen } from '../../features/home/components/home-screen';
import { useIsDesktop } from '../../shared/ui/use-media-query';
import { ComingSoonPage } from '../coming-soon-page';
import type { GroupScreens } from './screens';

/** The home screen with its top banner slot, for the platform of the viewport (the slot shows
 * nothing where the brand switches banners off). */
function HomeWithBanner() {
  const platform = useIsDesktop() ? 'desktop' : 'mobile';
  return createElement(HomeScreen, {
    banner: createElement(BannerSlot, { platform, position: 'home', placement: 'top' }),
  });
}

/** Home, courses, calendar, days and banners. */
export const screens = {
  home: HomeWithBanner,
  courses: CoursesScreen,
  events: ComingSoonPage,
  calendar: CalendarScreen,
  calendarDay: DayScreen,
  materials: MaterialsScreen,
  stages: StagesRedirect,
  freeze: FreezeScreen,
  day: DayRedirect,
  banners: ComingSoonPage,
} satisfies GroupScreens;

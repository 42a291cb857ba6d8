import { createElement, Fragment } from 'react';
import { BannersScreen } from '../../features/banners/components/banners-screen';
import { CalendarScreen } from '../../features/learning/components/calendar-screen';
import { CoursesScreen } from '../../features/learning/components/courses-screen';
import { DayRedirect } from '../../features/learning/components/day-redirect';
import { FreezeScreen } from '../../features/learning/components/freeze-screen';
import { HomeScreen } from '../../features/learning/components/home-screen';
import { MaterialsScreen } from '../../features/learning/components/materials-screen';
import { StagesRedirect } from '../../features/learning/components/stages-redirect';
import { DayScreen } from '../../features/learning/day/day-screen';
import { StreakCard } from '../../features/reminders/components/streak-card';
import { BannerSlot } from '../../shared/banners/banner-slot';
import { NewFeaturesSlot } from '../../shared/banners/new-features-slot';
import { ComingSoonPage } from '../coming-soon-page';
import type { GroupScreens } from './screens';

/** The home screen with its new-feature announcements and top banners (nothing where the brand
 * switches banners off), and the day streak of the reminders feature. */
function HomeWithBanner() {
  return createElement(HomeScreen, {
    banner: createElement(
      Fragment,
      null,
      createElement(NewFeaturesSlot),
      createElement(BannerSlot, { position: 'home', placement: 'top' }),
    ),
    streak: createElement(StreakCard),
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
  banners: BannersScreen,
} satisfies GroupScreens;

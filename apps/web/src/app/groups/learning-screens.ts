import { SECOND_MS } from '@platform/domain/constants/time';
import { createElement } from 'react';
import { BannersScreen } from '../../features/banners/components/banners-screen';
import { EventsScreen } from '../../features/events/components/events-screen';
import { useStreams } from '../../features/learning/api/get-streams';
import { CalendarScreen } from '../../features/learning/components/calendar-screen';
import { CoursesScreen } from '../../features/learning/components/courses-screen';
import { DayRedirect } from '../../features/learning/components/day-redirect';
import { FreezeScreen } from '../../features/learning/components/freeze-screen';
import { HomeScreen } from '../../features/learning/components/home-screen';
import { MaterialsScreen } from '../../features/learning/components/materials-screen';
import { StagesRedirect } from '../../features/learning/components/stages-redirect';
import { DayScreen } from '../../features/learning/day/day-screen';
import { useSchedule } from '../../features/reminders/api/get-schedule';
import { StreakCard } from '../../features/reminders/components/streak-card';
import { useBookedConsultations } from '../../features/videoconsultations/api/get-booked-consultations';
import { BannerSlot, useSideBanners } from '../../shared/banners/banner-slot';
import { HomeBanners, useHomeBannersLoading } from '../../shared/banners/home-banners';
import type { GroupScreens } from './screens';

/** The home screen with its new-feature announcements, its top, sidebar and bottom banners
 * (nothing where the brand switches banners off), and the day streak of the reminders feature. */
function HomeWithBanner() {
  return createElement(HomeScreen, {
    banner: createElement(HomeBanners),
    bannerLoading: useHomeBannersLoading(),
    sideBanner: useSideBanners('home'),
    bottomBanner: createElement(BannerSlot, { position: 'home', placement: 'bottom' }),
    streak: createElement(StreakCard),
  });
}

/** /events from the areas its events come from: the streams, the booked video consultations
 * and the reminders, in the terms of the domain's event rules. */
function EventsFromAreas() {
  const streams = useStreams();
  const consultations = useBookedConsultations();
  const schedule = useSchedule();
  return createElement(EventsScreen, {
    streams: {
      ...streams,
      data: streams.data?.map((stream) => ({
        id: stream.id,
        title: stream.course?.title ?? '',
        status: stream.status,
        startDate: stream.startDate,
        endDate: stream.endDate,
        freeze: stream.userCourseStreamFreeze,
      })),
    },
    consultations: {
      ...consultations,
      data: consultations.data?.map((booking) => ({
        id: booking.id,
        title: booking.course?.title ?? '',
        status: booking.status,
        start: booking.start_date_time === null ? null : booking.start_date_time * SECOND_MS,
      })),
    },
    reminders: {
      ...schedule,
      data:
        schedule.data?.enabled === false
          ? null
          : schedule.data && {
              repeatDays: schedule.data.repeatDays,
              timeZone: schedule.data.timezone,
            },
    },
  });
}

/** Home, courses, events, calendar, days and banners. */
export const screens = {
  home: HomeWithBanner,
  courses: CoursesScreen,
  events: EventsFromAreas,
  calendar: CalendarScreen,
  calendarDay: DayScreen,
  materials: MaterialsScreen,
  stages: StagesRedirect,
  freeze: FreezeScreen,
  day: DayRedirect,
  banners: BannersScreen,
} satisfies GroupScreens;

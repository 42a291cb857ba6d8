import { VIDEO_CONSULTATION_MS } from '@platform/domain/constants/video-consultations';
import { localDateTime, offeredSlots } from '@platform/domain/video-consultations';
import { loadConfig } from '../config';
import { addSeconds } from '../lib/clock';
import { createVideoMeetings } from '../lib/video-meetings';
import {
  type ExpertAvailabilityRow,
  onlineConsultationsRepository,
} from '../modules/online-consultations/online-consultations.repository';
import { usersRepository } from '../modules/users/users.repository';
import { demoCourseIds } from './courses.seed';
import { daysFrom, type SeedStep } from './seed-step';

const LEARNER = 'demo@example.com';
const EXPERT = 'expert@example.com';

/** Video consultations per stream of the demo courses that offer them: the running course, the
 * frozen one, and the demo stream's course (shown locked). */
const OFFERS: Record<string, number> = { 'yoga-basics': 3, 'healthy-back': 1, 'face-fitness': 1 };

/** The demo expert's week in Moscow: weekdays 10–13 and 15–19, Saturdays 11–14. */
function demoSchedule(now: Date): Omit<ExpertAvailabilityRow, 'expertUserId'> {
  const hours = (from: number, to: number) => ({ startMinute: from * 60, endMinute: to * 60 });
  const timeZone = 'Europe/Moscow';
  return {
    timeZone,
    weekly: [
      ...[1, 2, 3, 4, 5].flatMap((weekday) => [
        { weekday, ...hours(10, 13) },
        { weekday, ...hours(15, 19) },
      ]),
      { weekday: 6, ...hours(11, 14) },
    ],
    // A day off the slot picker shows as a gap.
    daysOff: [localDateTime(daysFrom(now, 2).getTime(), timeZone).date],
  };
}

/**
 * The demo courses offer video consultations and the demo expert keeps a week of hours; the demo
 * learner's running course has a consultation that took place three days ago, one booked in the
 * expert's first free slot from tomorrow on, and one still to book.
 */
export const seedOnlineConsultations: SeedStep = async ({ db, now }) => {
  const users = usersRepository(db);
  const [learner, expert] = await Promise.all([
    users.findByEmail(LEARNER),
    users.findByEmail(EXPERT),
  ]);
  if (!learner || !expert) return;
  const consultations = onlineConsultationsRepository(db);
  const courseIds = await demoCourseIds(db);
  for (const [key, perStream] of Object.entries(OFFERS)) {
    const courseId = courseIds.get(key);
    if (courseId !== undefined) await consultations.offer(courseId, perStream);
  }
  const schedule = { expertUserId: expert.id, ...demoSchedule(now) };
  if (!(await consultations.hasSchedule(expert.id))) await consultations.setSchedule(schedule);
  if ((await consultations.booked(learner.id)).length > 0) return;

  const running = (await consultations.available(learner.id)).filter(
    (row) => row.course.id === courseIds.get('yoga-basics'),
  );
  const [past, upcoming] = running;
  const [slot] = offeredSlots(schedule, daysFrom(now, 1).getTime(), daysFrom(now, 8).getTime());
  if (!past || !upcoming || slot === undefined)
    throw new Error('the demo learner has no video consultations to book');
  const meetings = createVideoMeetings(loadConfig());
  const bookings = [
    {
      row: past,
      // On the half-hour grid, three days ago.
      startsAt: new Date(
        Math.floor(daysFrom(now, -3).getTime() / VIDEO_CONSULTATION_MS) * VIDEO_CONSULTATION_MS,
      ),
      note: 'Как правильно дышать в позе собаки?',
    },
    { row: upcoming, startsAt: new Date(slot), note: 'Хочу обсудить программу на месяц' },
  ];
  for (const { row, startsAt, note } of bookings) {
    const { url } = await meetings.meetingFor({
      startsAt,
      endsAt: addSeconds(startsAt, VIDEO_CONSULTATION_MS / 1000),
      title: row.course.title,
      currentUrl: null,
    });
    await consultations.book(learner.id, row.consultation.id, {
      expertUserId: expert.id,
      startsAt,
      note,
      phone: learner.phone,
      meetingUrl: url,
    });
  }
};

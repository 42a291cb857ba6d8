import type { Course, Day, Stage } from '@platform/contracts/courses';
import type { DayStatus, Stream, StreamStatusAnswer } from '@platform/contracts/streams';
import { asWire, type Unbranded } from '@platform/contracts/time';
import { DAY_MS } from '@platform/domain/constants/time';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Wire shapes of the learning calls for component tests: whole objects as the API answers them
 * (contracts' types), with the fields a test cares about overridden. Dates are ms around NOW,
 * noon UTC so that no time zone moves them to another day.
 */
export const NOW = Date.UTC(2025, 4, 10, 12);

/** Each test of the file runs at NOW (only Date is faked: timers stay real) with its own
 * stubbed fetch, which goes afterwards. */
export function runEachTestAtNow() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

let sequence = 100;
/** Ids unique across all the test fixtures of a file. */
export const nextId = () => {
  sequence += 1;
  return sequence;
};

export function buildCourse(overrides: Partial<Unbranded<Course>> = {}): Course {
  const id = overrides.id ?? nextId();
  return asWire<Course>({
    id,
    title: `Курс ${id}`,
    caption: '',
    excerpt: '',
    image: null,
    background: null,
    created_at: 1_700_000_000,
    updated_at: 1_700_000_000,
    courseOptions: {},
    category: null,
    complexity: null,
    stageIds: [],
    lessonIds: [],
    offerIds: [],
    isDemoDocumentsAccessible: true,
    isDemoExpertMessageEnabled: true,
    isDemoUserMessageEnabled: true,
    isDemoOfflineModeAccessible: true,
    version: 1,
    ...overrides,
  });
}

export function buildStream(overrides: Partial<Unbranded<Stream>> = {}): Stream {
  const id = overrides.id ?? nextId();
  const course = overrides.course ?? buildCourse({ id: overrides.courseId ?? nextId() });
  return asWire<Stream>({
    id,
    courseId: course.id,
    startDate: NOW - 10 * DAY_MS,
    endDate: NOW + 20 * DAY_MS,
    isDemo: false,
    isOptionalPurchase: false,
    status: 'started',
    progress: { daysCount: 30, completeDaysCount: 9, progress: 30 },
    courseFullAccess: true,
    chatChannelId: null,
    maxConsultationCount: 0,
    filters: {},
    userCourseStreamFreeze: null,
    paymentSubscriptionId: null,
    accessStoppedAt: null,
    message_expires_date: null,
    course,
    ...overrides,
  });
}

export function buildDay(
  overrides: Partial<Unbranded<Day>> & Pick<Day, 'stageId' | 'dayNumber'>,
): Day {
  return asWire<Day>({
    id: nextId(),
    dayOfRest: false,
    title: '',
    excerpt: '',
    finish_total_time: 0,
    required_to_complete: true,
    scores: 0,
    is_demo_accessible: true,
    dayHomeworkIds: [],
    bannerIds: [],
    ...overrides,
  });
}

export function buildStage(
  overrides: Partial<Stage> & Pick<Stage, 'courseId' | 'sort'>,
  days: Array<Partial<Unbranded<Day>>> = [],
): Stage {
  const id = overrides.id ?? nextId();
  const requestDays = days.map((day, index) =>
    buildDay({ dayNumber: index + 1, ...day, stageId: id }),
  );
  return {
    id,
    title: `Этап ${overrides.sort}`,
    dayIds: requestDays.map((day) => day.id),
    stageHomeworkIds: [],
    requestDays,
    requestHomeworks: [],
    ...overrides,
  };
}

export function buildDayStatus(day: Day, overrides: Partial<Unbranded<DayStatus>> = {}): DayStatus {
  return asWire<DayStatus>({
    stageDayId: day.id,
    stageId: day.stageId,
    dayNumber: day.dayNumber,
    dayStatusId: null,
    isOpenByTimeDelay: true,
    isLocked: false,
    startedAt: null,
    finishedAt: null,
    ...overrides,
  });
}

export function buildStatus(
  stream: Stream,
  overrides: Partial<Unbranded<StreamStatusAnswer>> = {},
): StreamStatusAnswer {
  return asWire<StreamStatusAnswer>({
    id: stream.id,
    status: stream.status,
    progress: stream.progress,
    userCourseStreamFreeze: stream.userCourseStreamFreeze,
    currentDay: null,
    stages: [],
    days: [],
    lessons: [],
    homeworks: [],
    ...overrides,
  });
}

import type { Course, Day, Homework, Stage } from '@platform/contracts/courses';
import type { ChatMessage } from '@platform/contracts/homework';
import type { Stream, UserHomeworkStatus } from '@platform/contracts/streams';
import type { Thread } from './api/get-homework-thread';

/** Wire data for the homework screens' tests, in the shapes of the contracts. */

let sequence = 100;
const nextId = () => {
  sequence += 1;
  return sequence;
};

export function buildCourse(overrides: Partial<Course> = {}): Course {
  return {
    id: nextId(),
    title: 'Йога для начинающих',
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
  };
}

export function buildStream(course: Course, overrides: Partial<Stream> = {}): Stream {
  return {
    id: nextId(),
    courseId: course.id,
    startDate: 1_700_000_000_000,
    endDate: 1_800_000_000_000,
    isDemo: false,
    isOptionalPurchase: false,
    status: 'started',
    progress: { daysCount: 10, completeDaysCount: 2, progress: 20 },
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
  };
}

export function buildHomework(course: Course, overrides: Partial<Homework> = {}): Homework {
  const id = nextId();
  return {
    id,
    homeworkId: id,
    courseId: course.id,
    targetType: 'stage_day_homework',
    stageId: null,
    dayId: null,
    sort: 1,
    title: `Задание ${id}`,
    description: 'Снимите, как вы делаете упражнение.',
    kind: 'message',
    isDemoAccessible: true,
    is_required: true,
    scores: 10,
    ...overrides,
  };
}

export function buildHomeworkStatus(
  stream: Stream,
  homework: Homework,
  overrides: Partial<UserHomeworkStatus> = {},
): UserHomeworkStatus & { homework: Homework } {
  return {
    id: nextId(),
    homeworkId: homework.id,
    targetId: homework.id,
    targetType: homework.targetType,
    streamId: stream.id,
    status: 'NOT_UPLOADED',
    createdAt: 1_700_000_000,
    updatedAt: 1_700_000_000,
    isLocked: false,
    scores: homework.scores,
    ...overrides,
    homework,
  };
}

export function buildThread(
  status: UserHomeworkStatus & { homework: Homework },
  messages: ChatMessage[] = [],
): Thread {
  return { userHomeworkStatus: status, messages };
}

export function buildMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: nextId(),
    message: '',
    exercise: null,
    is_viewed: true,
    files: [],
    employee: null,
    created_at: 1_700_000_000,
    updated_at: 1_700_000_000,
    ...overrides,
  };
}

export function buildDay(stage: Pick<Stage, 'id'>, overrides: Partial<Day> = {}): Day {
  return {
    id: nextId(),
    stageId: stage.id,
    dayNumber: 1,
    dayOfRest: false,
    title: '',
    excerpt: '',
    finish_total_time: 0,
    required_to_complete: false,
    scores: 0,
    is_demo_accessible: true,
    dayHomeworkIds: [],
    bannerIds: [],
    ...overrides,
  };
}

export function buildStage(course: Course, overrides: Partial<Stage> = {}): Stage {
  return {
    id: nextId(),
    courseId: course.id,
    sort: 1,
    title: '',
    dayIds: [],
    stageHomeworkIds: [],
    requestDays: [],
    ...overrides,
  };
}

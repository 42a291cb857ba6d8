import type { Course } from '@platform/contracts/courses';
import type { ChatStatus, Stream, StreamFreeze, StreamService } from '@platform/contracts/streams';
import { unixMilliseconds } from '@platform/contracts/time';
import { isChatExpertMessageEnable } from '@platform/domain/chats';
import { areChatsLocked } from '@platform/domain/demo-access';
import {
  FREEZE_STATUS_NAMES,
  type FreezeStatusCode,
  freezeStatusAt,
} from '@platform/domain/stream-status';
import type { z } from 'zod';
import { toSeconds } from '../../lib/clock';
import type { StreamServiceRow } from './stream-services.repository';
import type { FreezeRow } from './streams.repository';
import type { StreamView } from './streams.service';

/** The status as of now: a freeze whose start has come is Active. */
export function presentFreeze(row: FreezeRow, now: Date): StreamFreeze {
  const status = freezeStatusAt(
    { status: row.status as FreezeStatusCode, startDate: row.startDate.getTime() },
    now.getTime(),
  );
  return {
    id: row.id,
    status: FREEZE_STATUS_NAMES[status],
    startDate: unixMilliseconds(row.startDate),
    endDate: unixMilliseconds(row.endDate),
  };
}

/** Demo streams without full access lock their chats; the course decides whether experts
 * write in a demo, and the chat's own switch whether it takes messages at all (packages/domain
 * demo-access, chats). */
export function presentChatStatus({ row }: StreamView): z.infer<typeof ChatStatus> {
  const chat = { isExpertMessageEnable: row.chatExpertMessageEnable ?? true };
  return {
    chatChannelId: row.chatChannelId,
    isLocked: areChatsLocked(row),
    isExpertMessageEnable: isChatExpertMessageEnable(chat, row),
  };
}

export interface StreamExpansions {
  course?: Course;
  chatStatus?: boolean;
  /** expand=service: the course's access service, null when it sells none. */
  service?: StreamServiceRow | null;
}

export const presentStreamService = (row: StreamServiceRow): StreamService => ({
  id: row.id,
  type: row.type as StreamService['type'],
  title: row.title,
  price: row.price,
  currency: row.currency,
  days: row.days,
});

export function presentStream(view: StreamView, expansions: StreamExpansions = {}): Stream {
  const { row } = view;
  return {
    id: row.id,
    courseId: row.courseId,
    startDate: unixMilliseconds(row.startDate),
    endDate: unixMilliseconds(row.endDate),
    isDemo: row.isDemo,
    isOptionalPurchase: row.isOptionalPurchase,
    status: view.status,
    progress: view.progress,
    courseFullAccess: row.courseFullAccess,
    chatChannelId: row.chatChannelId,
    maxConsultationCount: row.maxConsultationCount,
    filters: row.filters,
    userCourseStreamFreeze: view.freeze ? presentFreeze(view.freeze, view.now) : null,
    paymentSubscriptionId: row.coveringSubscriptionId,
    accessStoppedAt:
      view.status === 'stopped' && row.coverEndedAt ? unixMilliseconds(row.coverEndedAt) : null,
    message_expires_date: row.messageExpiresDate ? toSeconds(row.messageExpiresDate) : null,
    ...(expansions.course && { course: expansions.course }),
    ...(expansions.chatStatus && { chatStatus: presentChatStatus(view) }),
    ...(expansions.service !== undefined && {
      service: expansions.service && presentStreamService(expansions.service),
    }),
  };
}

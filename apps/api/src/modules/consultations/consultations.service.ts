import type { ConsultationEventPayload } from '@platform/contracts/realtime';
import {
  type ConsultationErrorCode,
  consultationAllowance,
  consultationAmount,
  consultationCloseProblem,
  consultationErrorMessage,
  consultationOpenProblem,
  consultationRatingProblem,
} from '@platform/domain/consultations';
import { instantOf, isTimeZone, localDateTime } from '@platform/domain/video-consultations';
import type { AppContext } from '../../context';
import type { Transaction } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { SignedInUser } from '../auth/sessions.repository';
import { writeWithChatEvent } from '../realtime/chat-events';
import { learningChanged } from '../streams/learning-changes';
import {
  type ConsultationRow,
  type ConsultationScope,
  consultationsRepository,
} from './consultations.repository';

const refused = (code: ConsultationErrorCode) =>
  conflict(`consultation_${code}`, consultationErrorMessage(code).key);

/** Experts reach only the learners of their brand in the courses assigned to them. */
const expertScope = (expert: SignedInUser) => ({
  reviewerId: expert.id,
  brandId: expert.brandId,
});

/** The amounts the consultations took and the stream's limit, as the screens show them. */
export function allowanceOf(maxConsultationCount: number, rows: readonly ConsultationRow[]) {
  const used = rows.reduce((sum, row) => sum + row.amount, 0);
  return consultationAllowance(maxConsultationCount, used);
}

/** The start of the day on the user's clock (their profile time zone, else UTC). */
function startOfToday(now: Date, timeZone: string | null): Date {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : 'UTC';
  return new Date(instantOf(localDateTime(now.getTime(), zone).date, 0, zone));
}

/**
 * Consultations inside chats: the expert opens one about the learner's latest message and
 * closes it when done (the stream's paid ones counted under maxConsultationCount); the learner
 * rates a closed one. Each change is a `consultation` event of the chat, pushed to its sockets,
 * and drops the learner's cached stream status, whose `consultations` and `chatChannelMeta` show
 * them.
 */
export function consultationsService(ctx: AppContext) {
  const repository = consultationsRepository(ctx.db);

  /** Writes a change of the learner's consultation and its `consultation` event of the chat in
   * one transaction (numbered among the chat's events); then drops the learner's cached status
   * before the chat's sockets hear of it, so a screen that reads it again reads it fresh. None
   * when the write found nothing to change. */
  const changeWithEvent = (
    learnerId: number,
    write: (tx: ReturnType<typeof consultationsRepository>) => Promise<ConsultationRow | undefined>,
  ) =>
    writeWithChatEvent(
      ctx,
      (tx: Transaction) => write(consultationsRepository(tx)),
      (row) => {
        if (!row) return undefined;
        const payload: ConsultationEventPayload = { consultationId: row.id, status: row.status };
        return { chatId: row.chatId, learnerId, kind: 'consultation', payload: { ...payload } };
      },
      () => learningChanged(ctx, { userId: learnerId }),
    );

  return {
    /** The learner's stream's consultations (the status call's part). */
    ofStream: (learnerId: number, streamId: number) => repository.ofStream(learnerId, streamId),

    /** A chat's consultations and what remains of the stream's paid ones. */
    async ofChat(expert: SignedInUser, chatId: number) {
      const scope: ConsultationScope = expertScope(expert);
      const [chat, rows] = await Promise.all([
        repository.chatForOpening(scope, chatId),
        repository.ofChat(scope, chatId),
      ]);
      if (!chat) throw notFound();
      return { rows, allowance: allowanceOf(chat.maxConsultationCount, rows) };
    },

    async open(expert: SignedInUser, chatId: number): Promise<ConsultationRow> {
      const chat = await repository.chatForOpening(expertScope(expert), chatId);
      if (!chat) throw notFound();
      const problem = consultationOpenProblem({
        hasOpen: chat.hasOpen,
        hasLearnerMessage: chat.lastLearnerMessageId !== null,
        allowance: consultationAllowance(chat.maxConsultationCount, chat.usedAmount),
      });
      if (problem) throw refused(problem);
      const now = ctx.clock.now();
      const row = await changeWithEvent(chat.learnerId, (tx) =>
        tx.insert({
          chatId,
          status: 'open',
          startMessageId: chat.lastLearnerMessageId ?? 0,
          amount: consultationAmount(chat.maxConsultationCount),
          expertId: expert.id,
          createdAt: now,
          updatedAt: now,
        }),
      );
      // Another opening of the chat got there first.
      if (!row) throw refused('alreadyOpen');
      return row;
    },

    async close(expert: SignedInUser, id: number): Promise<ConsultationRow> {
      const scope = expertScope(expert);
      const found = await repository.find(scope, id);
      if (!found) throw notFound();
      const problem = consultationCloseProblem(found.consultation.status);
      if (problem) throw refused(problem);
      const row = await changeWithEvent(found.learnerId, (tx) =>
        tx.close(scope, id, ctx.clock.now()),
      );
      // Closed meanwhile by another request.
      if (!row) throw refused('notOpen');
      return row;
    },

    /** The learner rates a closed consultation of theirs once; someone else's is not found. */
    async rate(user: SignedInUser, id: number, rating: number): Promise<ConsultationRow> {
      const found = await repository.find({ learnerId: user.id }, id);
      if (!found) throw notFound();
      const problem = consultationRatingProblem(found.consultation.status);
      if (problem) throw refused(problem);
      const row = await changeWithEvent(user.id, (tx) =>
        tx.rate(user.id, id, rating, ctx.clock.now()),
      );
      if (!row) throw refused('alreadyRated');
      return row;
    },

    /** The video consultations booked with the expert, from the start of the expert's today. */
    bookings: (expert: SignedInUser) =>
      repository.bookingsOfExpert(
        expertScope(expert),
        startOfToday(ctx.clock.now(), expert.timezone),
      ),
  };
}

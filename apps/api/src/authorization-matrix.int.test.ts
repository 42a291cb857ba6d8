import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand } from '../test/factories/brands';
import { buildCatalogCourse, buildCatalogService } from '../test/factories/catalog';
import { buildChat, buildExpertMessage, buildLearnerMessage } from '../test/factories/chats';
import { buildDiscountCode, buildService, givePoints } from '../test/factories/commerce';
import { buildExternalAuth } from '../test/factories/external-auths';
import { buildFile, sampleBytes } from '../test/factories/files';
import { buildHomeworkLearner, buildReviewer } from '../test/factories/homework';
import { buildFreeze, buildStream, buildSubscription } from '../test/factories/learning';
import { scheduleConsultations } from '../test/factories/online-consultations';
import { buildOrder } from '../test/factories/orders';
import { buildPaidOrder, buildSavedCard } from '../test/factories/payments';
import { buildBillingSubscription, buildInstallment } from '../test/factories/subscriptions';
import { buildSupportCategory, buildTechQuestion } from '../test/factories/support';
import { buildUser, DEFAULT_PASSWORD } from '../test/factories/users';
import { codeIn, lastMessageTo } from '../test/helpers/codes';
import { multipartForm } from '../test/helpers/multipart';
import { createTestApp, type TestApp } from '../test/helpers/test-app';
import type { AppContext } from './context';
import { brands } from './db/schema/brands';
import { openSession } from './modules/auth/sessions.service';
import { subscriptionsRepository } from './modules/subscriptions/subscriptions.repository';
import { authPlugin } from './plugins/auth';
import { registerRoutes } from './routes';

/**
 * The authorization matrix: every operation of the route table (collected from the routes as
 * they are registered, not listed by hand) called by each actor, with the status each must get
 * and, for every refusal, a database left exactly as it was. A route that is in no table below
 * fails the test until it is placed in one.
 *
 * Actors: the owner of the data; another learner; anonymous; a revoked token (of the owner);
 * an expert of another course; the wrong role (on a learner's call, the expert who reviews the
 * owner's course; on an expert's call, the learner). Expected: owner 2xx; another learner and
 * expert of another course 404 (an expert's list: 200 without the owner's homework); anonymous
 * and revoked 401; wrong role 404 on a learner's data and 403 on the expert calls. Support staff's
 * calls (kind staff, its owner an admin of the brand) answer 403 to every signed-in non-admin.
 * Calls on the
 * caller's own account ("self": profile, lists, uploads) answer every signed-in actor for their
 * own account, and must leave the owner's rows untouched.
 */

type Method = NonNullable<InjectOptions['method']>;
type Auth = Record<string, string>;
type ActorName =
  | 'owner'
  | 'anotherLearner'
  | 'anonymous'
  | 'revoked'
  | 'expertElsewhere'
  | 'wrongRole';
const ACTORS: ActorName[] = [
  'anonymous',
  'revoked',
  'anotherLearner',
  'expertElsewhere',
  'wrongRole',
  'owner',
];

interface Actor {
  auth: Auth;
  /** The user, for live actors (not anonymous, not revoked). */
  userId?: number;
}

interface Call {
  url: string;
  payload?: InjectOptions['payload'];
}

/** learner: the owner's data addressed by id; self: the caller's own account; expert: the
 * expert subtree, its owner the expert who reviews the owner's course; staff: the /admin
 * subtree, its owner an admin of the owner's brand. */
type Kind = 'learner' | 'self' | 'expert' | 'staff';

interface Operation {
  kind: Kind;
  /** The request as the given actor sends it (built just before it is sent). */
  request(world: World, actor: Actor): Call | Promise<Call>;
  /** Whether an answer shows the owner's data (lists and the account). */
  shows?(world: World, body: unknown): boolean;
  /** Ends the caller's sessions or account: each actor is a fresh user of its role. */
  consumes?: boolean;
  /** Runs after the others (the account's deletion ends everything). */
  last?: boolean;
  /** A list of the caller's scope: an expert of another course gets it, without the owner's
   * data. */
  list?: true;
}

const V1 = '/spa/api/v1';
const V2 = '/spa/v2';
const some = (body: unknown, id: number) =>
  Array.isArray(body) && body.some((item: { id?: number }) => item.id === id);
const freshPhone = () => `+7900${randomInt(1_000_000, 9_999_999)}`;

/** A catalogue course of the owner's brand, its service with its offer and position, made
 * once per world. */
const catalogs = new WeakMap<World, ReturnType<typeof buildCatalogService>>();
function catalogOf(world: World) {
  let made = catalogs.get(world);
  if (!made) {
    const { ctx } = world.t;
    const brandId = world.owner.user.brandId;
    made = buildCatalogCourse(ctx, { brandId, language: 'ru', title: 'Йога' }).then((courseId) =>
      buildCatalogService(ctx, { brandId, courseId, position: true }),
    );
    catalogs.set(world, made);
  }
  return made;
}

/** The owner's brand giving learners without streams a week's demo of a course of its own (its
 * demoCourseServiceId, demo access on), set once per world. */
const demoOffers = new WeakMap<World, Promise<void>>();
function demoOfferOf(world: World) {
  let made = demoOffers.get(world);
  if (!made) {
    const { ctx } = world.t;
    const brandId = world.owner.user.brandId;
    made = (async () => {
      const courseId = await buildCatalogCourse(ctx, { brandId, language: 'ru', title: 'Лицо' });
      const demo = await buildService(ctx, courseId, { type: 'course_demo', price: 0, days: 7 });
      const [brand] = await ctx.db.select().from(brands).where(eq(brands.id, brandId));
      const config = { ...brand?.config, isDemoAccessible: true, demoCourseServiceId: demo.id };
      await ctx.db.update(brands).set({ config }).where(eq(brands.id, brandId));
    })();
    demoOffers.set(world, made);
  }
  return made;
}

const OPERATIONS: Record<string, Operation> = {
  // The learner's streams, days, statistics and homework.
  [`GET ${V1}/user-course-streams`]: {
    kind: 'self',
    request: () => ({ url: `${V1}/user-course-streams` }),
    shows: (w, body) => some(body, w.owner.stream.id),
  },
  [`POST ${V1}/user-course-streams/demo`]: {
    kind: 'self',
    // Callers without streams (fresh users of each role) each get their own demo stream.
    consumes: true,
    async request(w) {
      await demoOfferOf(w);
      return { url: `${V1}/user-course-streams/demo` };
    },
  },
  [`GET ${V1}/user-course-streams/:id`]: {
    kind: 'learner',
    request: (w) => ({ url: `${V1}/user-course-streams/${w.owner.stream.id}` }),
  },
  [`GET ${V1}/user-course-streams/:id/status`]: {
    kind: 'learner',
    request: (w) => ({
      url: `${V1}/user-course-streams/${w.owner.stream.id}/status?request-all=1`,
    }),
  },
  [`POST ${V1}/user-course-streams/:streamId/filters`]: {
    kind: 'learner',
    request: (w) => ({
      url: `${V1}/user-course-streams/${w.owner.stream.id}/filters`,
      payload: { filters: { level: 'hard' } },
    }),
  },
  [`POST ${V1}/user-course-streams/:streamId/freeze/create`]: {
    kind: 'learner',
    request: (w) => {
      const now = Math.floor(w.now() / 1000);
      return {
        url: `${V1}/user-course-streams/${w.owner.freezable.id}/freeze/create`,
        payload: { start_date: now, end_date: now + 3 * 86_400 },
      };
    },
  },
  [`GET ${V1}/user-course-streams/:streamId/freeze/cancel`]: {
    kind: 'learner',
    request: (w) => ({ url: `${V1}/user-course-streams/${w.owner.frozen.id}/freeze/cancel` }),
  },
  [`POST ${V1}/user-course-streams/:streamId/user-day-status/:dayId/start`]: {
    kind: 'learner',
    request: (w) => ({
      url: `${V1}/user-course-streams/${w.owner.stream.id}/user-day-status/${w.owner.days[1]?.id}/start`,
    }),
  },
  [`POST ${V1}/user-course-streams/:streamId/user-day-status/:dayId/finish`]: {
    kind: 'learner',
    request: (w) => ({
      url: `${V1}/user-course-streams/${w.owner.stream.id}/user-day-status/${w.owner.days[0]?.id}/finish`,
    }),
  },
  [`GET ${V1}/user-course-streams/:streamId/user-day-status/:id/progress`]: {
    kind: 'learner',
    request: (w) => ({
      url: `${V1}/user-course-streams/${w.owner.stream.id}/user-day-status/${w.owner.dayStatusId}/progress`,
    }),
  },
  [`POST ${V1}/save-lesson-stat`]: {
    kind: 'learner',
    request: (w) => ({
      url: `${V1}/save-lesson-stat`,
      payload: {
        stage_day_id: w.owner.days[0]?.id,
        user_course_stream_id: w.owner.stream.id,
        stage_day_lesson_set_lesson_id: w.owner.lessonSetLessons[0]?.id,
        viewed_seconds: 30,
        play_count: 1,
        day_status: w.owner.dayStatusId,
      },
    }),
  },
  [`GET ${V1}/user-course-streams/:id/user-homework`]: {
    kind: 'learner',
    request: (w) => ({ url: `${V1}/user-course-streams/${w.owner.stream.id}/user-homework` }),
  },
  [`GET ${V1}/user-course-streams/:streamId/user-homework/:statusId`]: {
    kind: 'learner',
    request: (w) => ({
      url: `${V1}/user-course-streams/${w.owner.stream.id}/user-homework/${w.owner.status.message.id}`,
    }),
  },
  [`POST ${V1}/user-course-streams/:streamId/user-homework/:statusId`]: {
    kind: 'learner',
    request: (w) => ({
      url: `${V1}/user-course-streams/${w.owner.stream.id}/user-homework/${w.owner.status.stageMessage.id}`,
      payload: { message: 'Done' },
    }),
  },
  [`GET ${V1}/homework`]: {
    kind: 'self',
    request: () => ({ url: `${V1}/homework` }),
    shows: (w, body) => some(body, w.owner.status.message.id),
  },

  // The learner's chats with the experts of their streams.
  [`GET ${V1}/chats`]: {
    kind: 'self',
    request: () => ({ url: `${V1}/chats` }),
    shows: (w, body) => some(body, w.owner.chat.id),
  },
  [`GET ${V1}/chats/:id`]: {
    kind: 'learner',
    request: (w) => ({ url: `${V1}/chats/${w.owner.chat.id}` }),
  },
  [`GET ${V1}/chats/:id/messages`]: {
    kind: 'learner',
    request: (w) => ({ url: `${V1}/chats/${w.owner.chat.id}/messages` }),
  },
  [`POST ${V1}/chats/:id/messages`]: {
    kind: 'learner',
    request: (w) => ({
      url: `${V1}/chats/${w.owner.chat.id}/messages`,
      payload: { message: 'Hello', file_ids: [w.owner.photo.id] },
    }),
  },
  [`PUT ${V1}/chats/:id/messages/:msgId`]: {
    kind: 'learner',
    request: (w) => ({
      url: `${V1}/chats/${w.owner.chat.id}/messages/${w.owner.chatMessage.id}`,
      payload: { message: 'Edited' },
    }),
  },
  [`PUT ${V1}/chats/:id/messages/:msgId/rating`]: {
    kind: 'learner',
    request: (w) => ({
      url: `${V1}/chats/${w.owner.chat.id}/messages/${w.owner.chatAnswer.id}/rating`,
      payload: { rating: 5 },
    }),
  },
  [`PUT ${V1}/chats/:id/messages/:msgId/viewed`]: {
    kind: 'learner',
    request: (w) => ({
      url: `${V1}/chats/${w.owner.chat.id}/messages/${w.owner.chatAnswer.id}/viewed`,
    }),
  },

  [`PUT ${V1}/consultations/updateRating/:id`]: {
    kind: 'learner',
    request: (w) => ({
      url: `${V1}/consultations/updateRating/${w.owner.closedConsultation}`,
      payload: { rating: 5 },
    }),
  },

  // The learner's video consultations.
  [`GET ${V1}/online-consultation`]: {
    kind: 'self',
    request: () => ({ url: `${V1}/online-consultation?expand=course` }),
    shows: (w, body) => some(body, w.owner.consultation),
  },
  [`GET ${V1}/course/online-consultations`]: {
    kind: 'self',
    request: () => ({ url: `${V1}/course/online-consultations` }),
    shows: (w, body) => some(body, w.owner.consultationToBook),
  },
  [`GET ${V1}/online-consultation/slots`]: {
    kind: 'learner',
    request: (w) => ({ url: `${V1}/online-consultation/slots?id=${w.owner.consultationToBook}` }),
  },
  [`PUT ${V1}/online-consultation/update`]: {
    kind: 'learner',
    request: (w) => ({
      url: `${V1}/online-consultation/update?id=${w.owner.consultation}`,
      payload: { note: 'Please call first' },
    }),
  },

  // Reminders, the day streak and this browser's push subscription: the caller's own.
  [`GET ${V1}/schedule`]: { kind: 'self', request: () => ({ url: `${V1}/schedule` }) },
  [`PUT ${V1}/schedule/update`]: {
    kind: 'self',
    request: () => ({ url: `${V1}/schedule/update`, payload: { repeatDays: { '1': ['08:00'] } } }),
  },
  [`GET ${V1}/streak`]: { kind: 'self', request: () => ({ url: `${V1}/streak` }) },
  [`GET ${V1}/push/public-key`]: {
    kind: 'self',
    request: () => ({ url: `${V1}/push/public-key` }),
  },
  [`POST ${V1}/push/subscriptions`]: {
    kind: 'self',
    request: () => ({
      url: `${V1}/push/subscriptions`,
      payload: {
        endpoint: `https://push.example.com/send/${randomInt(1e9)}`,
        keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'tBHItJI5svbpez7KI4CCXg' },
      },
    }),
  },
  [`POST ${V1}/push/subscriptions/delete`]: {
    kind: 'self',
    request: () => ({
      url: `${V1}/push/subscriptions/delete`,
      payload: { endpoint: 'https://push.example.com/send/none' },
    }),
  },

  // Points, extensions and discount codes.
  [`GET ${V1}/user-score/amount`]: {
    kind: 'self',
    request: () => ({ url: `${V1}/user-score/amount` }),
  },
  [`GET ${V1}/user-score`]: {
    kind: 'self',
    request: () => ({ url: `${V1}/user-score` }),
    shows: (w, body) => some(body, w.owner.pointsEntry.id),
  },
  [`GET ${V1}/extend/:streamId`]: {
    kind: 'learner',
    request: (w) => ({ url: `${V1}/extend/${w.owner.stream.id}` }),
  },
  [`POST ${V1}/extend/:streamId/course-service/:serviceId`]: {
    kind: 'learner',
    request: (w) => ({
      url: `${V1}/extend/${w.owner.stream.id}/course-service/${w.owner.service.id}`,
      payload: { email: 'anna@example.com' },
    }),
  },
  // A code of the brand: any of its learners may check it.
  [`GET ${V1}/discount/check/code/:code/course-service/:serviceId`]: {
    kind: 'self',
    request: (w) => ({
      url: `${V1}/discount/check/code/${w.owner.discountCode.code}/course-service/${w.owner.service.id}`,
    }),
  },

  // The expert's review.
  [`GET ${V1}/expert/user-homework`]: {
    kind: 'expert',
    list: true,
    request: () => ({ url: `${V1}/expert/user-homework?per-page=100` }),
    shows: (w, body) => some(body, w.owner.status.message.id),
  },
  [`GET ${V1}/expert/user-homework/:statusId`]: {
    kind: 'expert',
    request: (w) => ({ url: `${V1}/expert/user-homework/${w.owner.status.message.id}` }),
  },
  [`GET ${V1}/expert/chats`]: {
    kind: 'expert',
    list: true,
    request: () => ({ url: `${V1}/expert/chats?per-page=100` }),
    shows: (w, body) => some(body, w.owner.chat.id),
  },
  [`GET ${V1}/expert/chats/:id/messages`]: {
    kind: 'expert',
    request: (w) => ({ url: `${V1}/expert/chats/${w.owner.chat.id}/messages` }),
  },
  [`POST ${V1}/expert/chats/:id/messages`]: {
    kind: 'expert',
    request: (w) => ({
      url: `${V1}/expert/chats/${w.owner.chat.id}/messages`,
      payload: { message: 'Keep going' },
    }),
  },
  [`PUT ${V1}/expert/chats/:id/messages/:msgId/viewed`]: {
    kind: 'expert',
    request: (w) => ({
      url: `${V1}/expert/chats/${w.owner.chat.id}/messages/${w.owner.chatMessage.id}/viewed`,
    }),
  },
  // Consultations inside the owner's chat: close the open one before opening the next.
  [`GET ${V1}/expert/chats/:id/consultations`]: {
    kind: 'expert',
    request: (w) => ({ url: `${V1}/expert/chats/${w.owner.chat.id}/consultations` }),
  },
  [`PUT ${V1}/expert/consultations/:id/close`]: {
    kind: 'expert',
    request: (w) => ({ url: `${V1}/expert/consultations/${w.owner.openConsultation}/close` }),
  },
  [`POST ${V1}/expert/chats/:id/consultations`]: {
    kind: 'expert',
    request: (w) => ({ url: `${V1}/expert/chats/${w.owner.chat.id}/consultations` }),
  },
  [`GET ${V1}/expert/online-consultations`]: {
    kind: 'expert',
    list: true,
    request: () => ({ url: `${V1}/expert/online-consultations` }),
    shows: (w, body) => some(body, w.owner.consultation),
  },
  [`POST ${V1}/expert/user-homework/:statusId/review`]: {
    kind: 'expert',
    request: (w) => ({
      url: `${V1}/expert/user-homework/${w.owner.status.message.id}/review`,
      payload: { status: 'DONE', comment: 'Well done' },
    }),
  },

  // Courses are shown to the learners who have a stream of them.
  [`GET ${V1}/courses`]: {
    kind: 'self',
    request: () => ({ url: `${V1}/courses` }),
    shows: (w, body) => some(body, w.owner.course.id),
  },
  [`GET ${V1}/courses/versions`]: {
    kind: 'self',
    request: () => ({ url: `${V1}/courses/versions` }),
  },
  [`GET ${V1}/courses/:id`]: {
    kind: 'learner',
    request: (w) => ({ url: `${V1}/courses/${w.owner.course.id}` }),
  },
  [`GET ${V1}/courses/:courseId/stages`]: {
    kind: 'learner',
    request: (w) => ({ url: `${V1}/courses/${w.owner.course.id}/stages` }),
  },
  [`GET ${V1}/courses/:courseId/stages/:stageId/days`]: {
    kind: 'learner',
    request: (w) => ({
      url: `${V1}/courses/${w.owner.course.id}/stages/${w.owner.stages[0]?.id}/days`,
    }),
  },
  [`GET ${V1}/courses/:courseId/stages/:stageId/days/:dayId`]: {
    kind: 'learner',
    request: (w) => ({
      url: `${V1}/courses/${w.owner.course.id}/stages/${w.owner.stages[0]?.id}/days/${w.owner.days[0]?.id}`,
    }),
  },

  // The account.
  [`GET ${V1}/user`]: {
    kind: 'self',
    request: () => ({ url: `${V1}/user` }),
    shows: (w, body) => (body as { id?: number }).id === w.owner.user.id,
  },
  [`POST ${V1}/user`]: {
    kind: 'self',
    request: () => ({ url: `${V1}/user`, payload: { city: 'Lima' } }),
  },
  [`POST ${V1}/user/update-user`]: {
    kind: 'self',
    request: () => ({ url: `${V1}/user/update-user`, payload: { status: 40 } }),
  },
  [`POST ${V1}/user/notification`]: {
    kind: 'self',
    request: () => ({ url: `${V1}/user/notification`, payload: { disable_notification: 1 } }),
  },
  [`POST ${V1}/user/avatar`]: {
    kind: 'learner',
    request: (w) => ({ url: `${V1}/user/avatar`, payload: { avatar_file_id: w.owner.photo.id } }),
  },
  [`POST ${V1}/files`]: {
    kind: 'self',
    request: () => ({
      url: `${V1}/files`,
      payload: multipartForm({ file: { bytes: sampleBytes.png(), name: 'photo.png' } }),
    }),
  },
  [`GET ${V1}/user-external-auth`]: {
    kind: 'self',
    request: () => ({ url: `${V1}/user-external-auth` }),
  },
  [`DELETE ${V1}/user-external-auths/:id`]: {
    kind: 'learner',
    request: (w) => ({ url: `${V1}/user-external-auths/${w.owner.link.id}` }),
  },
  [`POST ${V1}/order/:id`]: {
    kind: 'learner',
    request: (w) => ({ url: `${V1}/order/${w.owner.order.id}` }),
  },
  [`POST ${V1}/order/:id/refund`]: {
    kind: 'learner',
    request: (w) => ({ url: `${V1}/order/${w.owner.paidOrder.id}/refund`, payload: {} }),
  },
  [`POST ${V1}/checkout/stream/:streamId`]: {
    kind: 'learner',
    request: (w) => ({
      url: `${V1}/checkout/stream/${w.owner.stoppedStream.id}`,
      payload: { idempotency_key: 'matrix-purchase' },
    }),
  },
  // Subscriptions and installments: the owner's, and the brand's tariffs.
  [`GET ${V1}/payment-subscription`]: {
    kind: 'self',
    request: () => ({ url: `${V1}/payment-subscription?expand=cancelPopupText` }),
    shows: (w, body) => some(body, w.owner.subscription.id),
  },
  [`GET ${V1}/payment-subscriptions/:id`]: {
    kind: 'learner',
    request: (w) => ({ url: `${V1}/payment-subscriptions/${w.owner.subscription.id}` }),
  },
  [`POST ${V1}/payment-subscriptions/cancel`]: {
    kind: 'learner',
    request: (w) => ({
      url: `${V1}/payment-subscriptions/cancel?id=${w.owner.subscription.id}`,
      payload: { reason_type: 'not_using' },
    }),
  },
  [`GET ${V1}/subscription-plans`]: {
    kind: 'self',
    request: () => ({ url: `${V1}/subscription-plans` }),
  },
  [`POST ${V1}/payment-subscriptions/subscribe`]: {
    kind: 'self',
    request: (w, actor) => ({
      url: `${V1}/payment-subscriptions/subscribe`,
      payload: {
        planId: w.owner.plan.id,
        idempotency_key: `matrix-subscribe-${actor.userId ?? 0}`,
      },
    }),
  },
  [`GET ${V1}/installment`]: {
    kind: 'self',
    request: () => ({ url: `${V1}/installment` }),
    shows: (w, body) => some(body, w.owner.installment.id),
  },
  [`GET ${V1}/installment/:id`]: {
    kind: 'learner',
    request: (w) => ({ url: `${V1}/installment/${w.owner.installment.id}?expand=cancelPopupText` }),
  },
  [`GET ${V2}/user-payment-method`]: {
    kind: 'self',
    request: () => ({ url: `${V2}/user-payment-method` }),
    shows: (w, body) => some((body as { data?: unknown }).data, w.owner.card.id),
  },
  [`DELETE ${V2}/user-payment-method/:id`]: {
    kind: 'learner',
    request: (w) => ({ url: `${V2}/user-payment-method/${w.owner.card.id}` }),
  },
  // A question about a stream (target_id) names one of the caller's own streams.
  [`POST ${V1}/tech-questions`]: {
    kind: 'learner',
    request: (w) => ({
      url: `${V1}/tech-questions`,
      payload: {
        target_id: w.owner.stream.id,
        support_category_id: 10,
        name: 'Anna',
        message: 'Please check',
      },
    }),
  },
  [`POST ${V1}/tech-questions/auto`]: {
    kind: 'learner',
    request: (w) => ({
      url: `${V1}/tech-questions/auto`,
      payload: { target_id: w.owner.stream.id, support_category_id: 10, name: 'Anna' },
    }),
  },
  [`GET ${V1}/tech-questions`]: {
    kind: 'self',
    request: () => ({ url: `${V1}/tech-questions` }),
    shows: (w, body) => some(body, w.owner.question.id),
  },
  [`GET ${V1}/tech-questions/:id`]: {
    kind: 'learner',
    request: (w) => ({ url: `${V1}/tech-questions/${w.owner.question.id}` }),
  },
  [`GET ${V1}/admin/tech-questions`]: {
    kind: 'staff',
    request: () => ({ url: `${V1}/admin/tech-questions?per-page=100` }),
    shows: (w, body) => some(body, w.owner.question.id),
  },
  [`GET ${V1}/admin/tech-questions/:id`]: {
    kind: 'staff',
    request: (w) => ({ url: `${V1}/admin/tech-questions/${w.owner.question.id}` }),
  },
  [`POST ${V1}/admin/tech-questions/:id/replies`]: {
    kind: 'staff',
    request: (w) => ({
      url: `${V1}/admin/tech-questions/${w.owner.question.id}/replies`,
      payload: { message: 'We are on it' },
    }),
  },
  // The clubs of the caller's brand and their memberships.
  [`GET ${V1}/community`]: { kind: 'self', request: () => ({ url: `${V1}/community` }) },
  [`GET ${V1}/user-community`]: { kind: 'self', request: () => ({ url: `${V1}/user-community` }) },
  // The community site this API ships: its previews for any signed-in learner.
  ['GET /community-api/api/v1/articles/preview']: {
    kind: 'self',
    request: () => ({
      url: '/community-api/api/v1/articles/preview?external_id[]=demo-yoga-club&thumbnail_width=740&thumbnail_height=420',
    }),
  },
  // The banners meant for the caller.
  [`GET ${V1}/banners`]: { kind: 'self', request: () => ({ url: `${V1}/banners` }) },
  [`GET ${V1}/banner/new-features`]: {
    kind: 'self',
    request: () => ({ url: `${V1}/banner/new-features?position=10001` }),
  },
  // The catalogue of the caller's brand.
  [`POST ${V2}/course/search`]: {
    kind: 'self',
    request: () => ({ url: `${V2}/course/search`, payload: { textSearch: 'йога' } }),
  },
  [`GET ${V1}/catalog-position`]: {
    kind: 'self',
    request: async (w) => {
      await catalogOf(w);
      return { url: `${V1}/catalog-position` };
    },
  },
  [`POST ${V2}/catalog-position/:id/add-to-subscription`]: {
    kind: 'self',
    // Each live caller adds the brand's position to a subscription of their own.
    async request(w, actor) {
      const { position } = await catalogOf(w);
      if (actor.userId) await buildSubscription(w.t.ctx, actor.userId, []);
      return { url: `${V2}/catalog-position/${position?.id}/add-to-subscription` };
    },
  },
  [`GET ${V1}/course-offer/find`]: {
    kind: 'self',
    request: async (w) => {
      const { service } = await catalogOf(w);
      return { url: `${V1}/course-offer/find?courseId=${service.courseId}` };
    },
  },
  [`GET ${V1}/course-services`]: {
    kind: 'self',
    request: () => ({ url: `${V1}/course-services?expand=course,stream` }),
  },
  [`GET ${V1}/course-services/view`]: {
    kind: 'self',
    request: async (w) => {
      const { service } = await catalogOf(w);
      return { url: `${V1}/course-services/view?id=${service.id}&expand=course,stream` };
    },
  },
  [`POST ${V2}/user/request-phone-otp`]: {
    kind: 'self',
    request: () => ({ url: `${V2}/user/request-phone-otp`, payload: { phone: freshPhone() } }),
  },
  [`POST ${V2}/user/verify-phone`]: {
    kind: 'self',
    // A live caller asks for a code first and sends the one it received.
    async request(w, actor) {
      const phone = freshPhone();
      if (!actor.userId)
        return { url: `${V2}/user/verify-phone`, payload: { phone, code: '000000' } };
      w.t.clock.advance(600);
      const sent = await w.send(
        'POST',
        { url: `${V2}/user/request-phone-otp`, payload: { phone } },
        actor.auth,
      );
      expect(sent.statusCode).toBe(200);
      const sms = await lastMessageTo(w.t, phone);
      return { url: `${V2}/user/verify-phone`, payload: { phone, code: codeIn(sms.text) } };
    },
  },
  [`POST ${V2}/user/supress-phone-validation`]: {
    kind: 'self',
    request: () => ({ url: `${V2}/user/supress-phone-validation` }),
  },
  [`POST ${V1}/auth/logout`]: {
    kind: 'self',
    consumes: true,
    request: () => ({ url: `${V1}/auth/logout` }),
  },
  [`POST ${V1}/user/update-password`]: {
    kind: 'self',
    consumes: true,
    request: () => ({
      url: `${V1}/user/update-password`,
      payload: {
        current_password: DEFAULT_PASSWORD,
        password: 'a-brand-new-secret',
        password_repeat: 'a-brand-new-secret',
      },
    }),
  },
  [`DELETE ${V1}/user`]: {
    kind: 'self',
    consumes: true,
    last: true,
    request: () => ({ url: `${V1}/user`, payload: { reason: 'Done with it' } }),
  },
};

/** Open to everyone: sign-in and sign-up, brand and cookie configuration, anonymous support
 * questions, social sign-in (which links an account when a token comes along), the web app and
 * the development mailbox. Anonymous callers must not get 401 from them. */
const PUBLIC = new Set([
  `POST ${V1}/auth/login`,
  `POST ${V1}/auth/login-by-app-id`,
  `POST ${V1}/auth/signup-by-email`,
  `POST ${V1}/auth/signup-by-app-id`,
  `POST ${V1}/auth/validate-signup-form`,
  `POST ${V1}/auth/request-password-reset`,
  `POST ${V1}/auth/reset-password`,
  `GET ${V1}/auth/social/:provider`,
  `GET ${V1}/auth/social/:provider/callback`,
  `POST ${V1}/auth/social/:provider/callback`,
  `GET ${V1}/external-application-config`,
  `GET ${V1}/domain-configuration`,
  `GET ${V1}/cookie`,
  `GET ${V1}/cookie/get-policy`,
  `POST ${V1}/cookie/update-policy`,
  `GET ${V1}/support-category`,
  `POST ${V1}/tech-questions/anonymous`,
  `POST ${V2}/auth/request-otp`,
  `POST ${V2}/auth/verify-otp`,
  // The sandbox provider's payment page stands in for a provider's (unguessable payment ids),
  // and providers' webhooks carry no session (each provider's own check applies).
  `GET ${V1}/sandbox-checkout/:paymentId`,
  `POST ${V1}/sandbox-checkout/:paymentId/pay`,
  `POST ${V1}/sandbox-checkout/:paymentId/confirm`,
  'POST /payments/webhooks/:provider',
  'GET /dev/mailbox',
  'GET /dev/mailbox.json',
  'GET /v/manifest.webmanifest',
  'GET /v/*',
  // The brands' logos and favicons, which the sign-in page shows.
  'GET /spa/brand-assets/*',
  // The chats' WebSocket signs in by its first frame (realtime.int.test.ts); a plain request
  // is refused with a 400.
  'GET /spa/realtime',
  // The pages of the community site this API ships, public like any community site.
  'GET /community-api/:slug',
  'GET /community-api/:slug/articles/:id',
]);

/** Authorized by a short-lived signed grant in the path instead of a session (their own suites
 * test the grants): uploaded files and course media. */
const GRANTED = /^GET \/(files|media)\//;

/** The routes as registerRoutes registers them, seen by an onRoute hook of a bare instance, less
 * the web app's pages. */
async function collectRoutes(ctx: AppContext): Promise<string[]> {
  const routes: string[] = [];
  const probe = Fastify();
  probe.setValidatorCompiler(validatorCompiler);
  probe.setSerializerCompiler(serializerCompiler);
  probe.decorate('ctx', ctx);
  probe.addHook('onRoute', (route) => {
    // The web app's pages, one per route of the built app: each answers index.html to anyone
    // (modules/web/web.int.test.ts).
    if (route.config?.appPage) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push(`${method} ${route.url}`);
    }
  });
  await probe.register(authPlugin);
  await registerRoutes(probe);
  await probe.ready();
  await probe.close();
  return [...new Set(routes)].sort();
}

let tables: { name: string; owned: boolean }[] | undefined;

/** The tables of the schema, and whether each has a user_id. */
async function tablesOf(ctx: AppContext) {
  const result = await ctx.db.execute(sql`
    select table_name as name, bool_or(column_name = 'user_id') as owned
    from information_schema.columns
    where table_schema = 'public' and table_name not like '\\_\\_%'
    group by table_name order by table_name`);
  return (result as unknown as { rows: { name: string; owned: boolean }[] }).rows;
}

/** A digest of every table of the database, or of the rows of one user (the user's row and
 * every row with their user_id). */
async function digest(ctx: AppContext, userId?: number): Promise<Record<string, string>> {
  tables ??= await tablesOf(ctx);
  const parts = tables
    .filter((table) => userId === undefined || table.owned || table.name === 'users')
    .map((table) => {
      const name = sql.identifier(table.name);
      const where =
        userId === undefined
          ? sql`true`
          : table.name === 'users'
            ? sql`id = ${userId}`
            : sql`user_id = ${userId}`;
      return sql`select ${table.name}::text as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${name} t where ${where}`;
    });
  const digests = await ctx.db.execute(sql.join(parts, sql` union all `));
  const rows = (digests as unknown as { rows: { name: string; digest: string }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

async function buildWorld(t: TestApp) {
  const { ctx } = t;
  const brandId = (await buildBrand(ctx)).id;
  await buildSupportCategory(ctx, { id: 10 });
  const owner = await buildHomeworkLearner(ctx, { brandId });
  const other = await buildHomeworkLearner(ctx, { brandId });
  const reviewer = await buildReviewer(ctx, brandId, 'expert', [owner.course.id]);
  const elsewhere = await buildReviewer(ctx, brandId, 'expert', [other.course.id]);
  const staff = await buildUser(ctx, { brandId, isAdmin: true });
  const chat = await buildChat(ctx, owner.stream.id);
  const freezable = await buildStream(ctx, owner.user.id, owner.course.id);
  const frozen = await buildStream(ctx, owner.user.id, owner.course.id);
  await buildFreeze(ctx, frozen.id);
  const service = await buildService(ctx, owner.course.id);
  const world = {
    t,
    now: () => t.clock.now().getTime(),
    send(method: Method, call: Call, auth: Auth): Promise<LightMyRequestResponse> {
      const url = `${call.url}${call.url.includes('?') ? '&' : '?'}lang=en`;
      return t.app.inject({ method, url, headers: auth, payload: call.payload });
    },
    owner: {
      ...owner,
      freezable,
      frozen,
      order: await buildOrder(ctx, owner.user.id),
      paidOrder: await buildPaidOrder(
        ctx,
        owner.user.id,
        (await buildStream(ctx, owner.user.id, owner.course.id, { isOptionalPurchase: true })).id,
      ),
      stoppedStream: await buildStream(ctx, owner.user.id, owner.course.id, {
        isOptionalPurchase: true,
      }),
      card: await buildSavedCard(ctx, owner.user.id),
      subscription: await buildBillingSubscription(ctx, owner.user.id),
      installment: await buildInstallment(ctx, owner.user.id),
      plan: await subscriptionsRepository(ctx.db).createPlan(
        { brandId, title: 'Все курсы', courseServiceType: 'main_subscription', amount: 299_000 },
        [],
      ),
      pointsEntry: await givePoints(ctx, owner.user.id, 300),
      service,
      discountCode: await buildDiscountCode(ctx, brandId, [service.id]),
      link: await buildExternalAuth(ctx, owner.user.id),
      photo: await buildFile(ctx, owner.user.id, 'png'),
      chat,
      chatMessage: await buildLearnerMessage(ctx, owner.user.id, chat.id),
      chatAnswer: await buildExpertMessage(ctx, chat.id, reviewer.user),
      question: await buildTechQuestion(ctx, owner.user, { supportCategoryId: 10 }),
      dayStatusId: 0,
      consultation: 0,
      consultationToBook: 0,
      closedConsultation: 0,
      openConsultation: 0,
    },
    other,
    reviewer,
    elsewhere,
    staff,
    revokedOf: {} as Record<'learner' | 'expert' | 'staff', Auth>,
  };
  // Day 1 started and a homework on checking, as the learner's own calls leave them.
  const base = `${V1}/user-course-streams/${owner.stream.id}`;
  const started = await world.send(
    'POST',
    { url: `${base}/user-day-status/${owner.days[0]?.id}/start` },
    owner.auth,
  );
  expect(started.statusCode).toBe(200);
  world.owner.dayStatusId = started.json().id;
  const sent = await world.send(
    'POST',
    { url: `${base}/user-homework/${owner.status.message.id}`, payload: { message: 'Mine' } },
    owner.auth,
  );
  expect(sent.statusCode).toBe(200);
  // A video consultation booked with the owner's expert, and one still to book.
  await scheduleConsultations(ctx, owner.course.id, [reviewer.user.id]);
  const toBook = await world.send('GET', { url: `${V1}/course/online-consultations` }, owner.auth);
  const [booked, left] = toBook.json();
  const slots = await world.send(
    'GET',
    { url: `${V1}/online-consultation/slots?id=${booked.id}` },
    owner.auth,
  );
  const start = slots.json().slots[0].start_date_time;
  const update = {
    url: `${V1}/online-consultation/update?id=${booked.id}`,
    payload: { start_date_time: start },
  };
  expect((await world.send('PUT', update, owner.auth)).statusCode).toBe(200);
  world.owner.consultation = booked.id;
  // A consultation the expert closed (for the learner to rate), then one left open.
  const consultations = `${V1}/expert/chats/${chat.id}/consultations`;
  const first = await world.send('POST', { url: consultations }, reviewer.auth);
  world.owner.closedConsultation = first.json().id;
  const closed = { url: `${V1}/expert/consultations/${first.json().id}/close` };
  expect((await world.send('PUT', closed, reviewer.auth)).statusCode).toBe(200);
  world.owner.openConsultation = (
    await world.send('POST', { url: consultations }, reviewer.auth)
  ).json().id;
  world.owner.consultationToBook = left.id;
  world.revokedOf = {
    learner: await revokedSession(world, owner.user.id),
    expert: await revokedSession(world, reviewer.user.id),
    staff: await revokedSession(world, staff.user.id),
  };
  return world;
}
type World = Awaited<ReturnType<typeof buildWorld>>;

/** A session of the user that was signed out. */
async function revokedSession(world: Pick<World, 't' | 'send'>, userId: number): Promise<Auth> {
  const token = await openSession(world.t.ctx.db, world.t.clock, userId);
  const auth = { authorization: `Bearer ${token}` };
  expect((await world.send('POST', { url: `${V1}/auth/logout` }, auth)).statusCode).toBe(200);
  return auth;
}

/** Who plays each part for an operation. Consuming ones get fresh users of each role. */
async function actorsFor(world: World, operation: Operation): Promise<Record<ActorName, Actor>> {
  const live = (user: { user: { id: number }; auth: Auth }): Actor => ({
    auth: user.auth,
    userId: user.user.id,
  });
  if (operation.consumes) {
    const { ctx } = world.t;
    const brandId = world.owner.user.brandId;
    const owner = await buildUser(ctx, { brandId });
    return {
      owner: live(owner),
      anotherLearner: live(await buildUser(ctx, { brandId })),
      anonymous: { auth: {} },
      revoked: { auth: await revokedSession(world, owner.user.id) },
      expertElsewhere: live(await buildReviewer(ctx, brandId, 'expert', [world.other.course.id])),
      wrongRole: live(await buildReviewer(ctx, brandId, 'expert', [world.owner.course.id])),
    };
  }
  const { kind } = operation;
  const role = kind === 'expert' || kind === 'staff' ? kind : 'learner';
  const owners = { learner: world.owner, expert: world.reviewer, staff: world.staff };
  return {
    owner: live(owners[role]),
    anotherLearner: live(world.other),
    anonymous: { auth: {} },
    revoked: { auth: world.revokedOf[role] },
    expertElsewhere: live(world.elsewhere),
    wrongRole: live(role === 'learner' ? world.reviewer : world.owner),
  };
}

/** What each actor must get: a status, and whether the call may change anything. */
function expectation(
  { kind, list }: Operation,
  actor: ActorName,
): { status: number | 'ok'; refused: boolean } {
  if (actor === 'owner') return { status: 'ok', refused: false };
  if (actor === 'anonymous' || actor === 'revoked') return { status: 401, refused: true };
  if (kind === 'self') return { status: 'ok', refused: false };
  if (kind === 'expert' && (actor === 'anotherLearner' || actor === 'wrongRole'))
    return { status: 403, refused: true };
  // Experts are not support staff either.
  if (kind === 'staff') return { status: 403, refused: true };
  return { status: list ? 200 : 404, refused: true };
}

describe('authorization matrix', () => {
  let t: TestApp;
  let routes: string[];
  beforeAll(async () => {
    t = await createTestApp();
    routes = await collectRoutes(t.ctx);
  }, 180_000);
  afterAll(() => t?.close());

  it('places every registered route in the matrix, the public list or the granted ones', () => {
    const unplaced = routes.filter(
      (route) => !(route in OPERATIONS) && !PUBLIC.has(route) && !GRANTED.test(route),
    );
    expect(unplaced).toEqual([]);
    const gone = Object.keys(OPERATIONS).filter((key) => !routes.includes(key));
    expect(gone).toEqual([]);
  });

  it('public routes answer anonymous callers without asking for a session', async () => {
    for (const route of PUBLIC) {
      const [method, path] = route.split(' ') as [Method, string];
      const url = path.replace(':provider', 'google').replace('*', 'calendar');
      const response = await t.app.inject({ method, url });
      expect({ route, status: response.statusCode }).not.toMatchObject({ status: 401 });
      expect(response.statusCode, route).toBeLessThan(500);
    }
  });

  it('every operation × every actor: the right status, and nothing changed when refused', async () => {
    const world = await buildWorld(t);
    const ordered = Object.entries(OPERATIONS).sort(
      ([, a], [, b]) => Number(Boolean(a.last)) - Number(Boolean(b.last)),
    );
    const cells: string[] = [];
    for (const [key, operation] of ordered) {
      const method = key.split(' ')[0] as Method;
      const actors = await actorsFor(world, operation);
      const owner = actors.owner.userId;
      for (const name of ACTORS) {
        const actor = actors[name];
        const call = await operation.request(world, actor);
        const { status, refused } = expectation(operation, name);
        // A refusal leaves the whole database as it was; another caller's own account call
        // leaves the owner's rows as they were.
        const scope = refused ? undefined : name === 'owner' ? null : owner;
        const before = scope === null ? undefined : await digest(t.ctx, scope);
        const response = await world.send(method, call, actor.auth);
        const cell = `${key} as ${name}`;
        if (status === 'ok') {
          expect(response.statusCode, `${cell}: ${response.body}`).toBeGreaterThanOrEqual(200);
          expect(response.statusCode, `${cell}: ${response.body}`).toBeLessThan(300);
        } else {
          expect(response.statusCode, `${cell}: ${response.body}`).toBe(status);
        }
        if (before) expect(await digest(t.ctx, scope ?? undefined), cell).toEqual(before);
        if (operation.shows && response.statusCode === 200) {
          const shown = operation.shows(world, response.json());
          expect(shown, `${cell}: only the owner's answer shows the owner's data`).toBe(
            name === 'owner',
          );
        }
        cells.push(cell);
      }
    }
    expect(cells).toHaveLength(Object.keys(OPERATIONS).length * ACTORS.length);
    console.info(
      `authorization matrix: ${Object.keys(OPERATIONS).length} operations × ${ACTORS.length} actors = ${cells.length} cells; ${PUBLIC.size} public routes`,
    );
  }, 300_000);
});

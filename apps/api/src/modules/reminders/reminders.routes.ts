import { reminderEndpoints as endpoints } from '@platform/contracts/endpoints/reminders';
import { NoContent } from '@platform/contracts/envelope';
import {
  DayStreak,
  PushEndpointBody,
  PushPublicKey,
  PushSubscriptionBody,
  Schedule,
  UpdateScheduleBody,
} from '@platform/contracts/reminders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-routes';
import { pushSetup } from './push.service';
import { remindersService } from './reminders.service';

/** The reminder schedule, the day streak and push devices (signed-in subtree). */
export const remindersRoutes: FastifyPluginAsyncZod = async (app) => {
  const reminders = remindersService(app.ctx);
  // The VAPID keys are made on the first start, not on the first subscription.
  app.addHook('onReady', async () => {
    await pushSetup(app.ctx);
  });

  route(app, endpoints.schedule, { answer: Schedule }, (request) =>
    reminders.schedule(request.user),
  );
  route(app, endpoints.updateSchedule, { body: UpdateScheduleBody, answer: Schedule }, (request) =>
    reminders.update(request.user, request.body.repeatDays),
  );
  route(app, endpoints.streak, { answer: DayStreak }, (request) => reminders.streak(request.user));
  route(app, endpoints.pushKey, { answer: PushPublicKey }, () => reminders.pushKey());
  route(
    app,
    endpoints.subscribe,
    { body: PushSubscriptionBody, answer: NoContent },
    async (request, reply) => {
      await reminders.subscribe(request.user, request.sessionId, request.body);
      return reply.code(204).send(null);
    },
  );
  route(
    app,
    endpoints.unsubscribe,
    { body: PushEndpointBody, answer: NoContent },
    async (request, reply) => {
      await reminders.unsubscribe(request.user, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};

import { subscriptionEndpoints as endpoints } from '@platform/contracts/endpoints/subscriptions';
import {
  CancelSubscriptionAnswer,
  CancelSubscriptionBody,
  CancelSubscriptionQuery,
  SubscribeAnswer,
  SubscribeBody,
  Subscription,
  SubscriptionList,
  SubscriptionParams,
  SubscriptionPlanList,
  SubscriptionsQuery,
} from '@platform/contracts/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-routes';
import { subscriptionsService } from './subscriptions.service';

/** The learner's subscriptions (signed-in subtree). */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const subscriptions = subscriptionsService(app.ctx);

  route(app, endpoints.list, { query: SubscriptionsQuery, answer: SubscriptionList }, (request) =>
    subscriptions.list(request.user, request, request.query.expand.includes('cancelPopupText')),
  );

  route(
    app,
    endpoints.one,
    { params: SubscriptionParams, query: SubscriptionsQuery, answer: Subscription },
    (request) =>
      subscriptions.one(
        request.user,
        request.params.id,
        request,
        request.query.expand.includes('cancelPopupText'),
      ),
  );

  route(
    app,
    endpoints.cancel,
    {
      query: CancelSubscriptionQuery,
      body: CancelSubscriptionBody,
      answer: CancelSubscriptionAnswer,
    },
    (request) => subscriptions.cancel(request.user, request.query.id, request.body, request),
  );

  route(app, endpoints.plans, { answer: SubscriptionPlanList }, (request) =>
    subscriptions.plans(request.user),
  );

  route(app, endpoints.subscribe, { body: SubscribeBody, answer: SubscribeAnswer }, (request) =>
    subscriptions.subscribe(
      request.user,
      request.body.planId,
      request.body.idempotency_key,
      request.body.points,
    ),
  );
};

import { extensionEndpoints } from '@platform/contracts/endpoints/extensions';
import {
  ExtendBody,
  ExtendOptions,
  ExtendParams,
  ExtendServiceParams,
  ExtendStarted,
} from '@platform/contracts/extensions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-routes';
import { extensionsService } from './extensions.service';

/** Extensions of the learner's streams (signed-in subtree). */
export const extensionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const extensions = extensionsService(app.ctx);

  route(
    app,
    extensionEndpoints.options,
    { params: ExtendParams, answer: ExtendOptions },
    (request) => extensions.options(request.user, request.params.streamId),
  );

  route(
    app,
    extensionEndpoints.start,
    { params: ExtendServiceParams, body: ExtendBody, answer: ExtendStarted },
    (request) =>
      extensions.start(
        request.user,
        request.params.streamId,
        request.params.serviceId,
        request.body,
        request.t,
      ),
  );
};

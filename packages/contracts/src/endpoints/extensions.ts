import { endpoint } from '../endpoint';
import type {
  ExtendBody,
  ExtendOptions,
  ExtendParams,
  ExtendServiceParams,
  ExtendStarted,
} from '../extensions';

/** Extensions of a stream (signed-in). */
export const extensionEndpoints = {
  options: endpoint<{ params: typeof ExtendParams; answer: typeof ExtendOptions }>()({
    method: 'GET',
    path: '/extend/:streamId',
  }),
  // A code or points the learner may not use, no e-mail to send the receipt to (422).
  start: endpoint<{
    params: typeof ExtendServiceParams;
    body: typeof ExtendBody;
    answer: typeof ExtendStarted;
  }>()({ method: 'POST', path: '/extend/:streamId/course-service/:serviceId' }),
};

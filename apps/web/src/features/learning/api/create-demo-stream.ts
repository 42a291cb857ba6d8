import { streamEndpoints } from '@platform/contracts/endpoints/streams';
import type { DemoStreamAnswer } from '@platform/contracts/streams';
import { demoCourseServiceOf } from '@platform/domain/demo-access';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error';
import { call } from '../../../shared/api/http-client';
import { brandConfigQuery } from '../../../shared/config/brand-config';
import { sessionValue } from '../../../shared/lib/cookie-storage';
import { currentUserQuery } from '../../../shared/session/current-user';

/** POST /user-course-streams/demo: the demo stream of the brand's demo course service for a
 * learner without streams (201 with its id; 409 with streams, 403 without demo access). */
export function createDemoStream(): Promise<DemoStreamAnswer> {
  return call(streamEndpoints.createDemo);
}

/** The learner this tab has asked a demo stream for: asked once, whatever the answer. */
const askedFor = sessionValue('demo-stream');

/**
 * Spec 001 section 4: where the brand has demo access on and names its demo course service, a
 * learner whose streams came back empty gets the demo stream, asked for once per learner in the
 * tab (a refusal is not asked again). True when the streams are worth reading again: the stream
 * was made, or the learner has one by now (409, another tab's call).
 */
export async function requestDemoStreamOnce(client: QueryClient): Promise<boolean> {
  // At start-up the streams load beside the configuration: its answer is awaited, not asked
  // again; without it there is nothing to go by.
  const brand = await client.ensureQueryData(brandConfigQuery).catch(() => null);
  if (!brand || demoCourseServiceOf(brand) === null) return false;
  const user = await client.ensureQueryData(currentUserQuery).catch(() => null);
  if (!user || askedFor.read() === String(user.id)) return false;
  askedFor.write(String(user.id));
  try {
    await createDemoStream();
    return true;
  } catch (error) {
    return error instanceof ApiError && error.status === 409;
  }
}

import type { SocialReturnQuery } from '@platform/contracts/external-auth';
import { externalAuthErrorMessage } from '@platform/domain/external-auth';
import type { TFunction } from 'i18next';
import type { Outcome } from './external-auth.service';

/** The return URL with the outcome in its query (SocialReturnQuery), the error's text in the
 * request language. Parameters already in the return URL are kept. */
export function presentOutcome(outcome: Outcome, t: TFunction): string {
  const { errorCode } = outcome;
  const query: SocialReturnQuery = {
    action: outcome.action,
    status: errorCode ? 'fail' : 'success',
    method: outcome.method,
    token: outcome.token,
    errorCode,
    errorMessage: errorCode && t(externalAuthErrorMessage(errorCode).key),
  };
  const url = new URL(outcome.to);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return url.href;
}

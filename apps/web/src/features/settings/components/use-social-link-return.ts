import type { SocialReturnQuery } from '@platform/contracts/external-auth';
import { type ExternalAuthSource, toExternalAuthErrorCode } from '@platform/domain/constants';
import { externalAuthErrorMessage, isExternalAuthSource } from '@platform/domain/external-auth';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** The parameters the API's return adds (SocialReturnQuery of the contracts). */
const RETURN_PARAMS = [
  'action',
  'status',
  'method',
  'token',
  'errorCode',
  'errorMessage',
] as const satisfies ReadonlyArray<keyof SocialReturnQuery>;

export type LinkOutcome =
  | { linked: ExternalAuthSource | null; failure?: never }
  | { failure: string; linked?: never };

/**
 * The return from linking a social account (action=link, spec section 7): the query is
 * cleared at once; a failure answers the text of its errorCode (the server's errorMessage only
 * for codes this client does not know) for the 'Error' alert.
 */
export function useSocialLinkReturn() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [outcome, setOutcome] = useState<LinkOutcome | null>(null);
  // StrictMode runs the effect twice before the cleared query arrives.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || params.get('action') !== 'link') return;
    handled.current = true;
    const rest = new URLSearchParams(params);
    for (const name of RETURN_PARAMS) rest.delete(name);
    setParams(rest, { replace: true });
    if (params.get('status') === 'success') {
      const method = params.get('method');
      setOutcome({ linked: isExternalAuthSource(method) ? method : null });
      return;
    }
    const code = toExternalAuthErrorCode(params.get('errorCode'));
    const serverText = params.get('errorMessage');
    setOutcome({
      failure:
        code === 'unknown_error' && serverText ? serverText : t(externalAuthErrorMessage(code).key),
    });
  }, [params, setParams, t]);

  return { outcome, dismiss: () => setOutcome(null) };
}

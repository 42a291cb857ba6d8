import type { SocialReturnQuery } from '@platform/contracts/external-auth';
import {
  type ExternalAuthSource,
  toExternalAuthErrorCode,
} from '@platform/domain/constants/external-auth';
import { externalAuthErrorMessage, isExternalAuthSource } from '@platform/domain/external-auth';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** The parameters the API's return adds. */
const RETURN_PARAMS = [
  'action',
  'status',
  'method',
  'token',
  'errorCode',
  'errorMessage',
] as const satisfies ReadonlyArray<keyof SocialReturnQuery>;

export type SocialSuccess = { method: ExternalAuthSource | null; token: string | null };

export type SocialReturn =
  | ({ status: 'success' } & SocialSuccess)
  | { status: 'fail'; failure: string };

/**
 * The browser's return from a provider with `action` (SocialReturnQuery: action=login on the
 * login screen, action=link on the linking screens). It is read on the first render, since
 * screens start from it, and the query is cleared at once (it may hold a token). A failure
 * answers the text of its errorCode; the server's errorMessage covers only codes this client
 * does not know. A sign-in success without its token is a failure. `onSuccess` runs once.
 */
export function useSocialReturn(
  action: SocialReturnQuery['action'],
  onSuccess?: (success: SocialSuccess) => void,
) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [result, setResult] = useState((): SocialReturn | null => {
    if (params.get('action') !== action) return null;
    const method = params.get('method');
    const token = params.get('token');
    if (params.get('status') === 'success' && (action === 'link' || token)) {
      return { status: 'success', method: isExternalAuthSource(method) ? method : null, token };
    }
    const code = toExternalAuthErrorCode(params.get('errorCode'));
    const serverText = params.get('errorMessage');
    const failure =
      code === 'unknown_error' && serverText ? serverText : t(externalAuthErrorMessage(code).key);
    return { status: 'fail', failure };
  });
  // StrictMode runs the effect twice before the cleared query arrives.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || !result) return;
    handled.current = true;
    const rest = new URLSearchParams(params);
    for (const name of RETURN_PARAMS) rest.delete(name);
    setParams(rest, { replace: true });
    if (result.status === 'success') onSuccess?.(result);
  }, [result, params, setParams, onSuccess]);

  return { result, dismiss: () => setResult(null) };
}

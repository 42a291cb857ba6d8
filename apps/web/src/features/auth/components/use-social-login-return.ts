import { toExternalAuthErrorCode } from '@platform/domain/constants';
import { externalAuthErrorMessage } from '@platform/domain/external-auth';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { useSocialLoginCompletion } from '../api/social-login';

/** The parameters a provider's return adds (SocialReturnQuery of the contracts). */
const RETURN_PARAMS = ['action', 'status', 'method', 'token', 'errorCode', 'errorMessage'];

/**
 * The login screen's action=login handling (spec: Login screen). The query is cleared at once
 * (it may hold a token); success stores the token and fetches the user, after which the guest
 * guard moves on; failure answers the message for the error dialog. The code's own text wins;
 * the server's errorMessage covers codes this client does not know.
 */
export function useSocialLoginReturn() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const completion = useSocialLoginCompletion();
  const [failure, setFailure] = useState<string | null>(null);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || params.get('action') !== 'login') return;
    handled.current = true;
    const rest = new URLSearchParams(params);
    for (const name of RETURN_PARAMS) rest.delete(name);
    setParams(rest, { replace: true });
    const token = params.get('token');
    if (params.get('status') === 'success' && token) {
      completion.mutate(token);
      return;
    }
    const code = toExternalAuthErrorCode(params.get('errorCode'));
    const serverText = params.get('errorMessage');
    setFailure(
      code === 'unknown_error' && serverText ? serverText : t(externalAuthErrorMessage(code).key),
    );
  }, [params, setParams, completion, t]);

  return {
    failure: failure ?? (completion.isError ? errorText(completion.error, t) : null),
    isCompleting: completion.isPending,
    dismiss() {
      setFailure(null);
      completion.reset();
    },
  };
}

import { toExternalAuthErrorCode } from '@platform/domain/constants';
import { externalAuthErrorMessage } from '@platform/domain/external-auth';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** The parameters a provider's return adds (SocialReturnQuery of the contracts). */
const RETURN_PARAMS = ['action', 'status', 'method', 'token', 'errorCode', 'errorMessage'];

/**
 * The return from linking a social account (action=link): why it failed, or null. The query
 * is cleared at once; the outcome is read on the first render, since the chat starts from it.
 * The code's own text wins; the server's errorMessage covers codes this client does not know.
 */
export function useLinkReturn(): string | null {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [failure] = useState(() => {
    if (params.get('action') !== 'link' || params.get('status') !== 'fail') return null;
    const code = toExternalAuthErrorCode(params.get('errorCode'));
    const serverText = params.get('errorMessage');
    return code === 'unknown_error' && serverText
      ? serverText
      : t(externalAuthErrorMessage(code).key);
  });

  useEffect(() => {
    if (params.get('action') !== 'link') return;
    const rest = new URLSearchParams(params);
    for (const name of RETURN_PARAMS) rest.delete(name);
    setParams(rest, { replace: true });
  }, [params, setParams]);

  return failure;
}

import { useTranslation } from 'react-i18next';
import { useSocialReturn } from '../../../shared/account/social-return';
import { errorText } from '../../../shared/api/api-error';
import { useSocialLoginCompletion } from '../api/social-login';

/**
 * The login screen's action=login handling (spec: Login screen): success stores the token and
 * fetches the user, after which the guest guard moves on; a failed return or a failed
 * completion answers the message for the error dialog.
 */
export function useSocialLoginReturn() {
  const { t } = useTranslation();
  const completion = useSocialLoginCompletion();
  const { mutate } = completion;
  const social = useSocialReturn('login', ({ token }) => {
    if (token) mutate(token);
  });

  return {
    failure:
      social.result?.status === 'fail'
        ? social.result.failure
        : completion.isError
          ? errorText(completion.error, t)
          : null,
    isCompleting: completion.isPending,
    dismiss() {
      social.dismiss();
      completion.reset();
    },
  };
}

import type { AuthAnswer } from '@platform/contracts/auth';
import { authEndpoints } from '@platform/contracts/endpoints/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { navigationHistory } from '../../../shared/navigation/navigation-history';
import { paths } from '../../../shared/routing/paths';
import { signIn } from '../../../shared/session/session';

export type SignupBody = {
  /** The first name: sign-up stores it as the username. */
  username: string;
  email: string;
  password: string;
  password_repeat: string;
  /** The browser's IANA zone, so that the server's dates read in the user's own time. */
  timezone: string | undefined;
};

/** POST /auth/signup-by-email (multipart): {success, data: {token, user}}; a refusal throws
 * ApiError with the field errors (email taken, password rules), or 403 when the brand has no
 * registration. */
export function signup(body: SignupBody): Promise<AuthAnswer> {
  return call(authEndpoints.signupByEmail, { body });
}

/** Signs the new account in and sends it on to the onboarding chat: the guest guard goes to the
 * stored return URL once a user is signed in, and a new account has nothing else to return to. */
export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signup,
    onSuccess: (answer) => {
      navigationHistory.setReturnUrl(paths.updateProfile.href());
      signIn(queryClient, answer.data);
    },
  });
}

import type { Translations } from '../ru';

export const externalAuth: Translations['externalAuth'] = {
  errorTitle: 'Error',
  ok: 'OK',
  errors: {
    common_no_social_id: 'Could not get your account details from the social network. Try again',
    login_no_link:
      'You are trying to sign in via a social network, but no user with such an account exists. Sign in with your e-mail',
    login_no_user_from_link:
      'The user linked to this social network account was not found. Sign in with your e-mail',
    link_user_unauthorised: 'Sign in to your account to link a social network',
    link_social_id_already_taken: 'This social network account is already linked to another user',
    unknown_error: 'Something went wrong. Try again later',
  },
};

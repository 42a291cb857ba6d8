import type { Translations } from './ru';

export const en: Translations = {
  emailVerification: {
    errors: {
      empty: 'Enter your e-mail address',
      notString: 'The e-mail address must be text',
      tooLong: 'The e-mail address cannot be longer than {{max}} characters',
      noAt: 'The e-mail address must contain the @ symbol',
      multipleAt: 'The e-mail address can contain only one @ symbol',
      atEdge: 'The @ symbol cannot be at the start or end of the address',
      emptyLocal: 'Enter the part of the address before the @ symbol',
      localTooLong: 'The part before the @ symbol cannot be longer than {{max}} characters',
      emptyDomain: 'Enter the domain after the @ symbol',
      domainTooLong: 'The domain cannot be longer than {{max}} characters',
      format: 'Invalid e-mail address format',
      dotEdge: 'Neither the address nor the domain can start or end with a dot',
      doubleDot: 'The address cannot contain two dots in a row',
      emptyLabel: 'The domain cannot have empty parts between dots',
      labelTooLong: 'Each part of the domain between dots must be at most {{max}} characters long',
      labelDashEdge: 'Parts of the domain cannot start or end with a hyphen',
      labelChars: 'The domain can contain only Latin letters, digits and hyphens',
      tldInvalid:
        'The top-level domain (after the last dot) must contain only letters and be at least {{min}} characters long',
      blockedDomain: 'Addresses on this domain are not accepted, please use another address',
      notAllowedDomain: 'Use an address on one of the allowed domains',
      tooManyLevels: 'The domain has too many levels, at most {{max}} are allowed',
    },
    warnings: {
      localLong: 'The part before the @ symbol is unusually long — please check for typos',
      manyLevels: 'The domain has unusually many levels — please check for typos',
    },
  },
  validation: {
    required: 'This field is required',
    email: 'Enter a valid e-mail address',
    confirmed: 'The values do not match',
    maxLength: 'No more than {{max}} characters',
    instagram: {
      dotEdge: 'The name cannot start or end with a dot',
      doubleDot: 'The name cannot contain two dots in a row',
      onlyEnglish: 'Only English letters, digits, underscores and single dots are allowed',
      tooLong: 'The name cannot be longer than {{max}} characters',
      sample: 'This is an example, please enter your own Instagram name',
    },
    birthday: {
      wrongFormat: 'Wrong date format, enter DD.MM.YYYY',
      notExist: 'This date does not exist',
      tooOld: 'The date cannot be earlier than {{minYear}}',
      inFuture: 'The date cannot be in the future',
    },
    password: {
      tooShort: 'The password must be at least {{min}} characters long',
      tooLong: 'The password must be at most {{max}} characters long',
      notIdentical: 'Passwords must be identical.',
    },
  },
  supportForm: {
    errors: {
      emailRequired: 'Enter your e-mail address so that we can reply',
      emailInvalid: 'Enter a valid e-mail address',
      nameRequired: 'Enter your name',
      messageRequired: 'Enter a message',
      messageTooLong: 'The message cannot be longer than {{max}} characters',
    },
    successTitle: 'Success',
    messageSent: 'Your message has been sent',
  },
  phone: {
    invalidFormat:
      'Invalid phone number format. Enter the number in international format, e.g. +14155550123',
  },
  externalAuth: {
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
  },
};

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
    appId: {
      format:
        'The application id may contain only Latin letters, digits and . _ : - (at most {{max}} characters)',
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
  learning: {
    required: {
      id: 'Id must be set',
      courseId: 'courseId must be set',
      stageId: 'stageId must be set',
      dayId: 'dayId must be set',
      streamId: 'streamId must be set',
      StreamId: 'StreamId must be set',
      userHomeworkStatusId: 'UserHomeworkStatusId must be set',
      serviceId: 'ServiceId must be set',
    },
    streamStatus: {
      not_started: 'Not started',
      started: 'In progress',
      ended: 'Ended',
      freeze: 'Frozen',
      stopped: 'Stopped',
    },
    streamStatusMessage: {
      startsIn_one: 'Starts in {{count}} day',
      startsIn_few: 'Starts in {{count}} days',
      startsIn_many: 'Starts in {{count}} days',
      startsIn_other: 'Starts in {{count}} days',
      daysLeft_one: '{{count}} day left',
      daysLeft_few: '{{count}} days left',
      daysLeft_many: '{{count}} days left',
      daysLeft_other: '{{count}} days left',
      frozenUntil: 'Frozen until {{date}}',
      stoppedOn: 'Access stopped on {{date}}',
      endedOn: 'Access ended on {{date}}',
    },
    freezeErrors: {
      endBeforeStart: 'The freeze must end after it starts',
      overlapping: 'These dates overlap with an existing freeze',
      nothingToCancel: 'There is no freeze to cancel',
      streamNotStarted: 'The course has not started yet, it cannot be frozen',
      streamEnded: 'The course has ended, it cannot be frozen',
      streamStopped: 'Access to the course is stopped, it cannot be frozen',
      startInPast: 'A freeze cannot start in the past',
      tooLong: 'A freeze can last at most {{max}} days',
    },
    dayErrors: {
      locked: 'This day is not available in the demo version of the course',
      notStarted: 'Start the day before finishing it',
      incorrectlyFilled: 'The day is incorrectly filled. Please contact our technical support.',
      streamNotStarted: 'The course has not started yet, its days cannot be taken',
      streamEnded: 'The course has ended, its days can no longer be taken',
      streamFrozen: 'The course is frozen, its days can be taken after the freeze',
      streamStopped: 'Access to the course is stopped, its days cannot be taken',
    },
    homeworkStatus: {
      NOT_UPLOADED: 'Not sent',
      UPLOADED: 'On checking',
      DONE: 'Approved',
      FAIL: 'Not approved',
    },
    homeworkStatusHint: {
      UPLOADED: 'The expert answers within 24 hours',
    },
    homeworkErrors: {
      pleaseWaitForUploads: 'Please wait for files to upload',
      messageRequired: 'Message required',
      fileRequired: 'Attach at least one file',
      exerciseRequired: 'Complete the exercise',
      onlyPhotoOrVideo: 'You can upload only photo or video',
      tooLarge: 'File is too large',
      couldNotSend: "Couldn't send homework",
      alreadySent: 'The homework is already on checking or approved and cannot be sent again',
      locked: 'This homework is not available in the demo version of the course',
      unknownFile: 'File not found, upload it again',
      notOnChecking: 'Only homework on checking can be reviewed',
      reviewersOnly: 'Only experts can review homework',
    },
    chatErrors: {
      messageDelay_one:
        'Messages can be sent no more than once every {{count}} second. Please send a message later.',
      messageDelay_few:
        'Messages can be sent no more than once every {{count}} seconds. Please send a message later.',
      messageDelay_many:
        'Messages can be sent no more than once every {{count}} seconds. Please send a message later.',
      messageDelay_other:
        'Messages can be sent no more than once every {{count}} seconds. Please send a message later.',
      locked: 'The chat is not available in the demo version of the course',
      messagesDisabled: 'New messages cannot be sent to this chat',
      notOwnMessage: 'You can edit only your own messages',
      notExpertMessage: "Only an expert's answer can be rated",
    },
    statisticsFailed: 'something went wrong when sending statistics',
  },
};

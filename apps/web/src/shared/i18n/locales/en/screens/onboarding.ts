/** The forced steps after sign-in and the onboarding chat. */
export const onboarding = {
  signOut: 'Sign out',
  updatePassword: {
    title: 'New password',
    text: 'To continue, choose a new password.',
    submit: 'Save the password',
    failed: 'Failed to update password',
  },
  code: {
    sentTo: 'We have sent a confirmation code to {{target}}.',
    submit: 'Confirm',
    resend: 'Send the code again',
    resendIn_one: 'You can ask for a new code in {{count}} second',
    resendIn_other: 'You can ask for a new code in {{count}} seconds',
  },
  emailCode: {
    title: 'Confirm your e-mail',
    change: 'Change the address',
    enterEmail: 'Enter your e-mail and we will send a confirmation code to it.',
    email: 'E-mail',
    sendCode: 'Get a code',
    updateFailed: 'Could not verify your e-mail. Send it again?',
  },
  /** Before a purchase, for an account without an address (spec: routes that require one). */
  emailRequired: {
    title: 'Your e-mail is needed',
    text: 'An e-mail is needed to continue and to restore access to your account later.',
    confirm: 'Continue',
  },
  phoneCode: {
    title: 'Confirm your phone number',
    enterPhone: 'Enter your phone number and we will text a code to it.',
    phone: 'Phone number',
    hint: 'In international format, e.g. +14155550123',
    sendCode: 'Get a code',
    change: 'Change the number',
    later: 'Later',
  },
  chat: {
    title: 'Getting to know you',
    log: 'Conversation',
    bot: 'Assistant:',
    you: 'You:',
    welcome: {
      greeting: 'Hello! Let us get to know each other.',
      intro: 'Please answer a few questions — it takes a couple of minutes.',
    },
    goodbye: 'Registration completed, let’s start!',
    send: 'Send',
    skip: 'Skip',
    skipped: 'Skip',
    start: 'Start',
    hiddenPassword: '••••••••',
    choosePhoto: 'Choose a photo',
    notImage: 'This is not an image. Please choose a photo',
    linkWith: 'Link {{provider}}',
    questions: {
      firstName: { message: 'What is your name?', again: 'Enter the name again' },
      email: { message: 'What is your e-mail?', again: 'Enter a valid e-mail' },
      password: { message: 'Choose a password to sign in with', again: 'Enter a valid password' },
      socials: {
        message: 'Link a social network account — signing in will be quicker',
        again: 'Link the account again',
      },
      birthday: {
        message: 'When is your birthday? Write the date as DD.MM.YYYY',
        again: 'Enter a valid date',
      },
      avatarId: { message: 'Upload a photo for your profile', again: 'Upload the photo again' },
    },
  },
};

/** Registration, access recovery and the texts they share with the forced steps. */
export const access = {
  backToLogin: 'Back to sign in',
  signup: {
    title: 'Sign up',
    firstName: 'First name',
    email: 'E-mail',
    submit: 'Sign up',
    failed: 'Failed to sign up. Try again later',
  },
  password: {
    new: 'New password',
    repeat: 'Repeat the password',
    hint: '{{min}} to {{max}} characters',
  },
  code: {
    label: 'Confirmation code',
    invalid_one: 'Enter the {{count}}-digit code',
    invalid_other: 'Enter the {{count}}-digit code',
  },
  recovery: {
    title: 'Restore access',
    intro:
      'Enter the e-mail you signed up with. We will send it a link and a code to change your password.',
    email: 'E-mail',
    send: 'Send me the e-mail',
    sent: 'If an account is registered to {{email}}, we have sent it an e-mail with a link and a code. Follow the link, or enter the code below and choose a new password.',
    code: 'Code from the e-mail',
    submit: 'Change the password and sign in',
    sendAgain: 'Send the e-mail again or use another address',
    linkIntro: 'Choose a new password to sign in with.',
    newLink: 'Request a new link',
  },
};

export const auth = {
  login: {
    title: 'Sign in',
    email: 'E-mail',
    password: 'Password',
    submit: 'Sign in',
    forgotPassword: 'Forgot your password?',
    restorePassword: 'Restore password',
    failed: 'Failed to sign in. Try again later',
    or: 'or',
    socialSignIn: 'Sign in with {{provider}}',
    noAccount: 'No account yet?',
    register: 'Sign up',
    userManual: 'User manual',
    support: {
      title: 'Need help?',
      emailLabel: 'Support e-mail:',
      whatsApp: 'Message us on WhatsApp',
      form: 'Contact support',
    },
  },
  providers: {
    apple: 'Apple',
    google: 'Google',
    facebook: 'Facebook',
    vkontakte: 'VK',
  },
};

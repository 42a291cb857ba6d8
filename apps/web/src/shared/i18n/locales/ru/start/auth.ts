/** Sign-in and the other screens of the auth feature. */
export const auth = {
  login: {
    title: 'Вход',
    email: 'Электронная почта',
    password: 'Пароль',
    submit: 'Войти',
    forgotPassword: 'Забыли пароль?',
    restorePassword: 'Восстановить пароль',
    failed: 'Не удалось войти. Попробуйте позже',
    or: 'или',
    socialSignIn: 'Войти через {{provider}}',
    noAccount: 'Нет аккаунта?',
    register: 'Зарегистрироваться',
    userManual: 'Инструкция для пользователя',
    support: {
      title: 'Нужна помощь?',
      emailLabel: 'Почта поддержки:',
      whatsApp: 'Написать в WhatsApp',
      form: 'Написать в поддержку',
    },
  },
  providers: {
    apple: 'Apple',
    google: 'Google',
    facebook: 'Facebook',
    vkontakte: 'ВКонтакте',
  },
};

/** Settings, password change, notifications and social networks. */
export const settings = {
  title: 'Настройки',
  links: {
    password: 'Сменить пароль',
    notifications: 'Уведомления',
    reminders: 'Напоминания',
    paymentMethods: 'Способы оплаты',
    socialNetworks: 'Социальные сети',
    cookies: 'Настройки cookie',
  },
  deleteAccount: {
    button: 'Удалить аккаунт',
    title: 'Удалить аккаунт?',
    text: 'Аккаунт, ваши курсы и прогресс будут удалены. Отменить это действие нельзя.',
    confirm: 'Удалить',
  },
  password: {
    title: 'Смена пароля',
    current: 'Текущий пароль',
    new: 'Новый пароль',
    repeat: 'Повторите новый пароль',
    submit: 'Сменить пароль',
    changed: 'Пароль изменён',
    failed: 'Не удалось обновить пароль',
  },
  notifications: {
    title: 'Уведомления',
    receive: 'Получать уведомления',
    description: 'Письма и push-уведомления о занятиях, домашних заданиях и сообщениях',
    failed: 'Не удалось сохранить настройку: {{reason}}',
  },
  socialNetworks: {
    title: 'Социальные сети',
    intro: 'Привяжите аккаунт социальной сети, чтобы входить без пароля.',
    none: 'Вход через социальные сети на этом сайте не настроен.',
    linked: 'Привязан',
    notLinked: 'Не привязан',
    link: 'Привязать',
    linkProvider: 'Привязать {{provider}}',
    unbind: 'Отвязать',
    unbindProvider: 'Отвязать {{provider}}',
    linkedNotice: 'Аккаунт {{provider}} привязан',
    unbindTitle: 'Внимание',
    unbindText:
      'После отвязки вы не сможете входить через {{provider}}. Войти можно будет по электронной почте и паролю.',
  },
};

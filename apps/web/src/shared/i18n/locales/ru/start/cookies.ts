/** Cookie consent: the banner, the settings dialog and the settings screen. Category names and
 * descriptions come from the server (GET /cookie). */
export const cookies = {
  banner: {
    label: 'Согласие на использование cookie',
    text: 'Мы используем файлы cookie: необходимые — чтобы сайт работал, аналитические и маркетинговые — только с вашего согласия.',
    dismiss: 'Только необходимые',
    settings: 'Настроить',
    acceptAll: 'Принять все',
  },
  dialog: {
    title: 'Настройки cookie',
    description: 'Выберите, какие файлы cookie можно использовать. Необходимые включены всегда.',
    save: 'Сохранить выбор',
  },
  page: {
    title: 'Настройки cookie',
    intro:
      'Выберите, какие файлы cookie можно использовать в этом браузере. Необходимые включены всегда.',
    notAsked: 'На этом сайте согласие на cookie не запрашивается: используются все категории.',
    save: 'Сохранить',
    saved: 'Настройки cookie сохранены',
    serverFailed: 'Выбор сохранён в этом браузере, но не в вашем аккаунте: {{reason}}',
  },
  policyLink: 'Политика использования cookie',
};

/** Offline: the 'No internet' notice, the download button of a lesson and /user/downloads. */
export const offline = {
  notice: {
    text: 'Показаны сохранённые данные; скачанные уроки можно смотреть.',
    downloads: 'Загрузки',
  },
  button: {
    download: 'Скачать урок',
    retry: 'Скачать снова',
    manage: 'Загрузки',
  },
  status: {
    pending: 'Ожидает загрузки',
    loading: 'Загружается',
    loaded: 'Скачано на устройство',
    fail: 'Не скачано',
    percent: '{{label}}: {{percent}} %',
  },
  code: 'код {{code}}',
  screen: {
    title: 'Загрузки',
    intro: 'Уроки, сохранённые на этом устройстве, можно смотреть без интернета.',
    empty: 'Пока ничего не скачано. Скачайте урок на экране дня, чтобы смотреть его без интернета.',
    unsupported: 'Этот браузер не умеет сохранять уроки для просмотра без интернета.',
    readFailed: 'Не удалось прочитать загрузки.',
    stored: 'На устройстве: {{size}}',
    day: 'День {{number}}',
    delete: 'Удалить',
    deleteNamed: 'Удалить «{{title}}» с устройства',
    deleteFailed: 'Не удалось удалить. Попробуйте ещё раз.',
    quota: 'Сайт использует {{used}} из доступных {{quota}}.',
  },
};

/** The application shell: start-up, route pages, session notices. */
export const app = {
  startup: {
    configErrorTitle: 'Ошибка',
    configErrorText: 'Не удалось загрузить конфигурацию приложения',
  },
  comingSoon: {
    title: 'Скоро здесь',
    text: 'Этот раздел появится совсем скоро.',
  },
  notFound: {
    title: 'Страница не найдена',
    text: 'Такой страницы нет. Проверьте адрес или вернитесь на главную.',
  },
  routeError: {
    title: 'Что-то пошло не так',
    text: 'Не удалось открыть страницу. Перезагрузите её и попробуйте снова.',
    reload: 'Перезагрузить',
  },
  session: {
    loggedOut: 'Сеанс завершён: возможно, вы вошли на другом устройстве. Войдите снова.',
    signingOut: 'Выходим из аккаунта…',
    deleting: 'Удаляем аккаунт…',
  },
  shell: {
    home: 'На главную',
    skipToContent: 'Перейти к содержимому',
  },
};

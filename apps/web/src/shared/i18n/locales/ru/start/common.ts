/** Texts shared by every screen: actions, generic errors, field helpers. */
export const common = {
  actions: {
    ok: 'Хорошо',
    cancel: 'Отмена',
    close: 'Закрыть',
    yes: 'Да',
    no: 'Нет',
    retry: 'Повторить',
    toHome: 'На главную',
  },
  loading: 'Загрузка…',
  errors: {
    unknown: 'Произошла неизвестная ошибка. Попробуйте позже',
    noInternet: 'Нет интернета',
  },
  field: {
    charactersLeft_one: 'Остался {{count}} символ',
    charactersLeft_few: 'Осталось {{count}} символа',
    charactersLeft_many: 'Осталось {{count}} символов',
    charactersLeft_other: 'Осталось {{count}} символа',
    showPassword: 'Показать пароль',
  },
  language: {
    label: 'Язык',
    reloadTitle: 'Перезагрузить страницу?',
    reloadText: 'Язык изменён. Чтобы он применился везде, страницу нужно перезагрузить.',
  },
};

/** The form rules: the apps' generic field messages, instagram.ts, birthday.ts, app-id.ts and
 * password.ts. en/ and es/ have a file of this name with exactly these keys (typed, and checked by
 * i18n.test.ts). */
export const validation = {
  required: 'Обязательное поле',
  email: 'Введите корректный адрес электронной почты',
  confirmed: 'Значения не совпадают',
  maxLength: 'Не больше {{max}} символов',
  instagram: {
    dotEdge: 'Имя не может начинаться или заканчиваться точкой',
    doubleDot: 'Имя не может содержать две точки подряд',
    onlyEnglish:
      'Можно использовать только английские буквы, цифры, знак подчёркивания и одиночные точки',
    tooLong: 'Имя не может быть длиннее {{max}} символов',
    sample: 'Это пример, укажите ваше собственное имя в Instagram',
  },
  birthday: {
    wrongFormat: 'Неверный формат даты, введите ДД.ММ.ГГГГ',
    notExist: 'Такой даты не существует',
    tooOld: 'Дата не может быть раньше {{minYear}} года',
    inFuture: 'Дата не может быть в будущем',
  },
  appId: {
    format:
      'Идентификатор приложения может содержать только латинские буквы, цифры и знаки . _ : - (до {{max}} символов)',
  },
  password: {
    tooShort: 'Пароль должен быть не короче {{min}} символов',
    tooLong: 'Пароль должен быть не длиннее {{max}} символов',
    notIdentical: 'Пароли должны совпадать.',
  },
} as const;

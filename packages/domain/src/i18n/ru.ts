/**
 * Russian messages for the rule modules: the source language. en and es must have exactly the
 * same keys (the Translations type and i18n.test.ts enforce it). i18next {{name}} interpolation.
 */
export const ru = {
  emailVerification: {
    errors: {
      empty: 'Введите адрес электронной почты',
      notString: 'Адрес электронной почты должен быть текстом',
      tooLong: 'Адрес электронной почты не может быть длиннее {{max}} символов',
      noAt: 'В адресе электронной почты должен быть символ @',
      multipleAt: 'В адресе электронной почты может быть только один символ @',
      atEdge: 'Символ @ не может стоять в начале или в конце адреса',
      emptyLocal: 'Укажите часть адреса до символа @',
      localTooLong: 'Часть адреса до символа @ не может быть длиннее {{max}} символов',
      emptyDomain: 'Укажите домен после символа @',
      domainTooLong: 'Домен не может быть длиннее {{max}} символов',
      format: 'Неверный формат адреса электронной почты',
      dotEdge: 'Адрес и домен не могут начинаться или заканчиваться точкой',
      doubleDot: 'Адрес не может содержать две точки подряд',
      emptyLabel: 'В домене не может быть пустых частей между точками',
      labelTooLong: 'Каждая часть домена между точками должна быть не длиннее {{max}} символов',
      labelDashEdge: 'Части домена не могут начинаться или заканчиваться дефисом',
      labelChars: 'Домен может содержать только латинские буквы, цифры и дефисы',
      tldInvalid:
        'Доменная зона (после последней точки) должна состоять только из букв и быть не короче {{min}} символов',
      blockedDomain: 'Адреса на этом домене не принимаются, укажите другой адрес',
      notAllowedDomain: 'Укажите адрес на одном из разрешённых доменов',
      tooManyLevels: 'В домене слишком много уровней, допустимо не больше {{max}}',
    },
    warnings: {
      localLong: 'Часть адреса до символа @ необычно длинная — проверьте, нет ли опечатки',
      manyLevels: 'В домене необычно много уровней — проверьте, нет ли опечатки',
    },
  },
  validation: {
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
  },
  supportForm: {
    errors: {
      emailRequired: 'Введите адрес электронной почты, чтобы мы могли ответить',
      emailInvalid: 'Введите корректный адрес электронной почты',
      nameRequired: 'Введите ваше имя',
      messageRequired: 'Введите сообщение',
      messageTooLong: 'Сообщение не может быть длиннее {{max}} символов',
    },
    successTitle: 'Успешно',
    messageSent: 'Ваше сообщение отправлено',
  },
  phone: {
    invalidFormat:
      'Неверный формат номера телефона. Введите номер в международном формате, например +79001234567',
  },
  externalAuth: {
    errorTitle: 'Ошибка',
    ok: 'Хорошо',
    errors: {
      common_no_social_id:
        'Не удалось получить данные аккаунта из социальной сети. Попробуйте ещё раз',
      login_no_link:
        'Вы пытаетесь войти через социальную сеть, но пользователя с таким аккаунтом не существует. Войдите по электронной почте',
      login_no_user_from_link:
        'Пользователь, к которому привязан этот аккаунт социальной сети, не найден. Войдите по электронной почте',
      link_user_unauthorised: 'Чтобы привязать социальную сеть, войдите в свой аккаунт',
      link_social_id_already_taken:
        'Этот аккаунт социальной сети уже привязан к другому пользователю',
      unknown_error: 'Что-то пошло не так. Попробуйте позже',
    },
  },
  learning: {
    required: {
      id: 'Не указан параметр Id',
      courseId: 'Не указан параметр courseId',
      stageId: 'Не указан параметр stageId',
      dayId: 'Не указан параметр dayId',
      streamId: 'Не указан параметр streamId',
      StreamId: 'Не указан параметр StreamId',
      userHomeworkStatusId: 'Не указан параметр UserHomeworkStatusId',
      serviceId: 'Не указан параметр ServiceId',
    },
    streamStatus: {
      not_started: 'Не начался',
      started: 'Идёт',
      ended: 'Завершён',
      freeze: 'Заморожен',
      stopped: 'Приостановлен',
    },
    // Plural keys carry every form any of our languages needs (ru: one/few/many/other), so that
    // all three languages keep the same keys; i18next picks the forms of the reader's language.
    streamStatusMessage: {
      startsIn_one: 'Старт через {{count}} день',
      startsIn_few: 'Старт через {{count}} дня',
      startsIn_many: 'Старт через {{count}} дней',
      startsIn_other: 'Старт через {{count}} дня',
      daysLeft_one: 'Остался {{count}} день',
      daysLeft_few: 'Осталось {{count}} дня',
      daysLeft_many: 'Осталось {{count}} дней',
      daysLeft_other: 'Осталось {{count}} дня',
      frozenUntil: 'Заморожен до {{date}}',
      stoppedOn: 'Доступ приостановлен {{date}}',
      endedOn: 'Доступ закончился {{date}}',
    },
    freezeErrors: {
      endBeforeStart: 'Дата окончания заморозки должна быть позже даты начала',
      overlapping: 'Эти даты пересекаются с уже оформленной заморозкой',
      nothingToCancel: 'Нет заморозки, которую можно отменить',
      streamNotStarted: 'Курс ещё не начался, его нельзя заморозить',
      streamEnded: 'Курс уже закончился, его нельзя заморозить',
      streamStopped: 'Доступ к курсу приостановлен, его нельзя заморозить',
      startInPast: 'Заморозка не может начинаться в прошлом',
      tooLong: 'Заморозка может длиться не больше {{max}} дней',
    },
    dayErrors: {
      locked: 'Этот день недоступен в демо-версии курса',
      notStarted: 'Сначала начните день, затем его можно завершить',
      incorrectlyFilled:
        'День заполнен неправильно. Пожалуйста, обратитесь в техническую поддержку.',
      streamNotStarted: 'Курс ещё не начался, дни пока нельзя проходить',
      streamEnded: 'Курс закончился, дни больше нельзя проходить',
      streamFrozen: 'Курс заморожен, дни можно проходить после заморозки',
      streamStopped: 'Доступ к курсу приостановлен, дни нельзя проходить',
    },
    homeworkStatus: {
      NOT_UPLOADED: 'Не отправлено',
      UPLOADED: 'На проверке',
      DONE: 'Принято',
      FAIL: 'Не принято',
    },
    homeworkStatusHint: {
      UPLOADED: 'Эксперт ответит в течение 24 часов',
    },
    homeworkErrors: {
      pleaseWaitForUploads: 'Дождитесь окончания загрузки файлов',
      messageRequired: 'Введите сообщение',
      fileRequired: 'Прикрепите хотя бы один файл',
      exerciseRequired: 'Выполните упражнение',
      onlyPhotoOrVideo: 'Можно загрузить только фото или видео',
      tooLarge: 'Файл слишком большой',
      couldNotSend: 'Не удалось отправить домашнее задание',
      alreadySent: 'Домашнее задание уже на проверке или принято, повторно отправить его нельзя',
      locked: 'Это домашнее задание недоступно в демо-версии курса',
      unknownFile: 'Файл не найден, загрузите его ещё раз',
      notOnChecking: 'Проверить можно только домашнее задание, которое на проверке',
      reviewersOnly: 'Проверять домашние задания могут только эксперты',
    },
    chatErrors: {
      messageDelay_one:
        'Сообщения можно отправлять не чаще одного раза в {{count}} секунду. Пожалуйста, отправьте сообщение позже.',
      messageDelay_few:
        'Сообщения можно отправлять не чаще одного раза в {{count}} секунды. Пожалуйста, отправьте сообщение позже.',
      messageDelay_many:
        'Сообщения можно отправлять не чаще одного раза в {{count}} секунд. Пожалуйста, отправьте сообщение позже.',
      messageDelay_other:
        'Сообщения можно отправлять не чаще одного раза в {{count}} секунды. Пожалуйста, отправьте сообщение позже.',
      locked: 'Чат недоступен в демо-версии курса',
      messagesDisabled: 'В этот чат нельзя отправлять новые сообщения',
      notOwnMessage: 'Редактировать можно только свои сообщения',
      notExpertMessage: 'Оценить можно только ответ эксперта',
    },
    statisticsFailed: 'Что-то пошло не так при отправке статистики',
  },
} as const;

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language must have: the Russian keys with any text. */
export type Translations = Widen<typeof ru>;

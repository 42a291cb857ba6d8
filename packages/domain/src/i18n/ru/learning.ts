/** Learning: required-id.ts, stream-status.ts, freeze.ts, day.ts, homework.ts, chats.ts and
 * statistics.ts. en/ and es/ have a file of this name with exactly these keys (typed, and checked
 * by i18n.test.ts). */
export const learning = {
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
    streamDemo: 'Демодоступ к курсу нельзя заморозить',
    startInPast: 'Заморозка не может начинаться в прошлом',
    tooLong: 'Заморозка может длиться не больше {{max}} дней',
  },
  dayErrors: {
    locked: 'Этот день недоступен в демо-версии курса',
    notStarted: 'Сначала начните день, затем его можно завершить',
    incorrectlyFilled: 'День заполнен неправильно. Пожалуйста, обратитесь в техническую поддержку.',
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
} as const;

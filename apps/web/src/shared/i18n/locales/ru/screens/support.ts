/** The support form (its rule messages and success texts are the domain's supportForm) and the
 * support centre: topics, the learner's questions with the replies, a topic's form. */
export const support = {
  form: {
    title: 'Написать в поддержку',
    intro: 'Опишите вопрос или проблему — мы ответим на указанную почту.',
    email: 'Электронная почта',
    name: 'Имя',
    message: 'Сообщение',
    consent:
      'Нажимая «Отправить», вы даёте <agreement>согласие на обработку персональных данных</agreement>.',
    send: 'Отправить',
    sending: 'Отправляем…',
    errorTryLoadData: 'Не удалось отправить сообщение. Попробуйте ещё раз.',
  },
  centre: {
    title: 'Поддержка',
    intro: 'Выберите тему обращения — ответ службы поддержки появится здесь, в «Моих обращениях».',
    topics: 'Темы обращений',
    topicsEmpty: 'Темы обращений пока не настроены.',
  },
  questions: {
    title: 'Мои обращения',
    empty: 'Вы ещё не писали в поддержку.',
    noTopic: 'Без темы',
    waiting: 'Ждёт ответа',
    answered_one: '{{count}} ответ',
    answered_few: '{{count}} ответа',
    answered_many: '{{count}} ответов',
    answered_other: '{{count}} ответа',
    show: 'Открыть переписку',
    hide: 'Свернуть переписку',
    noReplies: 'Поддержка ещё не ответила. Ответ появится здесь.',
    staff: 'Поддержка · {{name}}',
    support: 'Поддержка',
    loadFailed: 'Не удалось загрузить обращения.',
  },
  category: {
    back: 'Все темы',
    notFoundTitle: 'Тема не найдена',
    notFoundText: 'Такой темы обращения нет или курс не ваш.',
    chooseStream: 'Какого курса касается обращение?',
    noStreams: 'У вас пока нет курсов, к которым относится эта тема.',
    streamDates: '{{start}} — {{end}}',
    streamFallback: 'Курс №{{id}}',
    aboutStream: 'Курс: {{title}}',
    changeStream: 'Выбрать другой курс',
    ask: 'Опишите вопрос — мы ответим здесь и на вашу почту.',
    oneTap: {
      renewCourse: 'Отправьте запрос — поддержка свяжется с вами, чтобы продлить курс.',
      renewConsultation:
        'Отправьте запрос — поддержка свяжется с вами, чтобы продлить консультации.',
    },
    sentTitle: 'Обращение отправлено',
    sentText: 'Ответ поддержки появится в «Моих обращениях».',
    toQuestions: 'Перейти к моим обращениям',
  },
};

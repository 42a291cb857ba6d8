/** /events: the learner's coming dated things. */
export const events = {
  title: 'События',
  intro:
    'Что вас ждёт в ближайший месяц: старты курсов, окончание заморозки и доступа, видеоконсультации и напоминания на неделю.',
  empty: 'В ближайший месяц ничего не запланировано.',
  kinds: {
    streamStart: 'Старт курса «{{title}}»',
    freezeEnd: 'Заканчивается заморозка курса «{{title}}»',
    accessEnds: 'Заканчивается доступ к курсу «{{title}}»',
    consultation: 'Видеоконсультация по курсу «{{title}}»',
    reminder: 'Напоминание о занятиях',
  },
};

/** The choose-club modal: the learner's clubs and their articles. */
export const club = {
  none: 'Клубов для вас пока нет.',
  newWindow: 'откроется в новом окне',
  open: 'Перейти в клуб',
  join: 'Узнать о клубе',
  telegram: 'Чат в Telegram',
  faq: 'Вопросы и ответы',
  articles: 'Новые статьи клуба',
  new: 'NEW',
  views_one: '{{count}} просмотр',
  views_few: '{{count}} просмотра',
  views_many: '{{count}} просмотров',
  views_other: '{{count}} просмотра',
  types: {
    owned: 'Вы в клубе',
    recommended: 'Рекомендуем',
    expired: 'Подписка закончилась',
    hidden: 'Скрыт',
  },
};

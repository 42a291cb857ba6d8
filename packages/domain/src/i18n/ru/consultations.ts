/** Consultations inside a chat: their limit and errors. */
export const consultations = {
  left_one: 'Осталась {{count}} платная консультация из {{maximum}}',
  left_few: 'Осталось {{count}} платные консультации из {{maximum}}',
  left_many: 'Осталось {{count}} платных консультаций из {{maximum}}',
  left_other: 'Осталось {{count}} платной консультации из {{maximum}}',
  maximum_one: 'В курсе {{count}} платная консультация',
  maximum_few: 'В курсе {{count}} платные консультации',
  maximum_many: 'В курсе {{count}} платных консультаций',
  maximum_other: 'В курсе {{count}} платной консультации',
  errors: {
    alreadyOpen: 'В этом чате уже идёт консультация',
    noQuestion: 'Консультация начинается с вопроса ученика: в чате нет его сообщений',
    limitReached: 'Платные консультации этого курса закончились',
    notOpen: 'Консультация уже закрыта',
    notClosed: 'Оценить можно только завершённую консультацию',
    alreadyRated: 'Вы уже оценили эту консультацию',
  },
};

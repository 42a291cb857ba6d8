/** The support form (its rule messages and success texts are the domain's supportForm). */
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
};

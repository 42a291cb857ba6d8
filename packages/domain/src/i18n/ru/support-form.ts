/** The support form (support-form.ts). en/ and es/ have a file of this name with exactly these keys
 * (typed, and checked by i18n.test.ts). */
export const supportForm = {
  errors: {
    emailRequired: 'Введите адрес электронной почты, чтобы мы могли ответить',
    emailInvalid: 'Введите корректный адрес электронной почты',
    nameRequired: 'Введите ваше имя',
    messageRequired: 'Введите сообщение',
    messageTooLong: 'Сообщение не может быть длиннее {{max}} символов',
  },
  successTitle: 'Успешно',
  messageSent: 'Ваше сообщение отправлено',
} as const;

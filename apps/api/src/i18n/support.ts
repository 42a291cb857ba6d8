/** The support centre. ru is the source; en and es carry the same keys. */
export const support = {
  ru: {
    support: {
      sent: 'Сообщение отправлено',
    },
  },
  en: {
    support: {
      sent: 'Message sent',
    },
  },
  es: {
    support: {
      sent: 'Mensaje enviado',
    },
  },
};

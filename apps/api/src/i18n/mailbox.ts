/** The development mailbox page. ru is the source; en and es carry the same keys. */
export const mailbox = {
  ru: {
    mailbox: {
      title: 'Почтовый ящик разработчика',
      intro: 'Письма, которые ушли бы по почте, если бы был настроен SMTP. Новые сверху.',
      empty: 'Писем пока нет.',
      to: 'Кому',
      sentAt: 'Отправлено',
      json: 'То же в JSON',
    },
  },
  en: {
    mailbox: {
      title: 'Developer mailbox',
      intro: 'Mail that would have been sent if SMTP were configured. Newest first.',
      empty: 'No mail yet.',
      to: 'To',
      sentAt: 'Sent',
      json: 'The same as JSON',
    },
  },
  es: {
    mailbox: {
      title: 'Buzón de desarrollo',
      intro:
        'Correos que se habrían enviado si SMTP estuviera configurado. Los más recientes primero.',
      empty: 'Todavía no hay correos.',
      to: 'Para',
      sentAt: 'Enviado',
      json: 'Lo mismo en JSON',
    },
  },
};

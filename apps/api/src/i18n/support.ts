/** The support centre. ru is the source; en and es carry the same keys. */
export const support = {
  ru: {
    support: {
      unknownCategory: 'Такой темы обращения нет',
      autoMessage: 'Автоматическое обращение: {{category}}',
    },
  },
  en: {
    support: {
      unknownCategory: 'There is no such support topic',
      autoMessage: 'Automatic request: {{category}}',
    },
  },
  es: {
    support: {
      unknownCategory: 'No existe ese tema de soporte',
      autoMessage: 'Solicitud automática: {{category}}',
    },
  },
};

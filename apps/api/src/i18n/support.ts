/** The support centre. ru is the source; en and es carry the same keys. */
export const support = {
  ru: {
    support: {
      unknownCategory: 'Такой темы обращения нет',
      autoMessage: 'Автоматическое обращение: {{category}}',
      staffOnly: 'Отвечать на обращения может только служба поддержки',
    },
  },
  en: {
    support: {
      unknownCategory: 'There is no such support topic',
      autoMessage: 'Automatic request: {{category}}',
      staffOnly: 'Only support staff can answer support requests',
    },
  },
  es: {
    support: {
      unknownCategory: 'No existe ese tema de soporte',
      autoMessage: 'Solicitud automática: {{category}}',
      staffOnly: 'Solo el equipo de soporte puede responder a las solicitudes',
    },
  },
};

/** The choose-club modal: the learner's clubs and their articles. */
export const club = {
  none: 'Todavía no hay clubes para ti.',
  newWindow: 'se abre en una ventana nueva',
  open: 'Ir al club',
  join: 'Conocer el club',
  telegram: 'Chat de Telegram',
  faq: 'Preguntas y respuestas',
  articles: 'Nuevos artículos del club',
  new: 'NUEVO',
  views_one: '{{count}} vista',
  views_many: '{{count}} vistas',
  views_other: '{{count}} vistas',
  types: {
    owned: 'Eres miembro',
    recommended: 'Recomendado',
    expired: 'La suscripción terminó',
    hidden: 'Oculto',
  },
};

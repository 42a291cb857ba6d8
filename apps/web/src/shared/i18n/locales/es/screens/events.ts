/** /events: the learner's coming dated things. */
export const events = {
  title: 'Eventos',
  intro:
    'Lo que llega el próximo mes: inicios de cursos, fin de congelaciones y de acceso, videoconsultas y los recordatorios de la semana.',
  empty: 'No hay nada previsto para el próximo mes.',
  kinds: {
    streamStart: 'Empieza «{{title}}»',
    freezeEnd: 'Termina la congelación de «{{title}}»',
    accessEnds: 'Termina tu acceso a «{{title}}»',
    consultation: 'Videoconsulta sobre «{{title}}»',
    reminder: 'Recordatorio de estudio',
  },
};

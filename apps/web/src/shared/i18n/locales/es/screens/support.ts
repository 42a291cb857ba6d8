/** The support form (its rule messages and success texts are the domain's supportForm) and the
 * support centre: topics, the learner's questions with the replies, a topic's form. */
export const support = {
  form: {
    title: 'Escribir al soporte',
    intro: 'Describe tu pregunta o problema y te responderemos al correo que indiques.',
    email: 'Correo electrónico',
    name: 'Nombre',
    message: 'Mensaje',
    consent:
      'Al pulsar «Enviar», das tu <agreement>consentimiento para el tratamiento de datos personales</agreement>.',
    send: 'Enviar',
    sending: 'Enviando…',
    errorTryLoadData: 'No se ha podido enviar el mensaje. Inténtalo de nuevo.',
  },
  centre: {
    title: 'Soporte',
    intro: 'Elige un tema: la respuesta del equipo de soporte aparecerá aquí, en «Mis consultas».',
    topics: 'Temas',
    topicsEmpty: 'Todavía no hay temas de soporte configurados.',
  },
  questions: {
    title: 'Mis consultas',
    empty: 'Todavía no has escrito al soporte.',
    noTopic: 'Sin tema',
    waiting: 'Esperando respuesta',
    answered_one: '{{count}} respuesta',
    answered_many: '{{count}} respuestas',
    answered_other: '{{count}} respuestas',
    show: 'Abrir la conversación',
    hide: 'Cerrar la conversación',
    noReplies: 'El soporte todavía no ha respondido. La respuesta aparecerá aquí.',
    staff: 'Soporte · {{name}}',
    support: 'Soporte',
    loadFailed: 'No se pudieron cargar tus consultas.',
  },
  category: {
    back: 'Todos los temas',
    notFoundTitle: 'Tema no encontrado',
    notFoundText: 'Ese tema de soporte no existe o el curso no es tuyo.',
    chooseStream: '¿Sobre qué curso es tu consulta?',
    noStreams: 'Todavía no tienes cursos a los que se aplique este tema.',
    streamDates: '{{start}} – {{end}}',
    streamFallback: 'Curso n.º {{id}}',
    aboutStream: 'Curso: {{title}}',
    changeStream: 'Elegir otro curso',
    ask: 'Describe tu consulta: te responderemos aquí y por correo.',
    oneTap: {
      renewCourse:
        'Envía la solicitud y el soporte se pondrá en contacto contigo para renovar el curso.',
      renewConsultation:
        'Envía la solicitud y el soporte se pondrá en contacto contigo para renovar las consultas.',
    },
    sentTitle: 'Consulta enviada',
    sentText: 'La respuesta del equipo de soporte aparecerá en «Mis consultas».',
    toQuestions: 'Ir a mis consultas',
  },
};

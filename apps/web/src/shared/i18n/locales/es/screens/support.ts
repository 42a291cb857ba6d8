/** The support form (its rule messages and success texts are the domain's supportForm). */
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
};
